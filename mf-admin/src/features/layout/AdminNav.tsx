import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Chip, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { unreadCountQuery } from '../messages/messages-api.ts';
import { NAV_ITEMS, MESSAGES_PATH } from './nav-items.ts';

const ICONS = [
  DashboardOutlined,
  Inventory2Outlined,
  CategoryOutlined,
  FormatQuoteOutlined,
  PeopleOutlined,
  MailOutlined,
  StorageOutlined,
];

/** 'Messaggi, 1 non letto' / 'Messaggi, 3 non letti': the badge's number is only seen, the name says it. */
const unreadLabel = (label: string, unread: number) =>
  `${label}, ${unread} ${unread === 1 ? 'non letto' : 'non letti'}`;

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useQuery(unreadCountQuery).data ?? 0;
  return (
    <nav aria-label="Navigazione amministrazione">
      <List>
        {NAV_ITEMS.map((item, index) => {
          const Icon = ICONS[index] ?? DashboardOutlined;
          const badge = item.to === MESSAGES_PATH ? unread : 0;
          return (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              onClick={onNavigate}
              aria-label={badge > 0 ? unreadLabel(item.label, badge) : undefined}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={item.label} />
              {badge > 0 && (
                <Chip
                  label={badge > 99 ? '99+' : badge}
                  color="primary"
                  size="small"
                  aria-hidden
                  data-testid="unread-badge"
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
