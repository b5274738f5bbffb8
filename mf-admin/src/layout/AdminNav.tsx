import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { MESSAGES_PATH, unreadCountQuery } from '../features/messages/messages-api.ts';
import { NAV_ITEMS } from './nav-items.ts';

const ICONS = [
  DashboardOutlined,
  Inventory2Outlined,
  CategoryOutlined,
  FormatQuoteOutlined,
  PeopleOutlined,
  MailOutlined,
  ReceiptLongOutlined,
  HistoryOutlined,
  StorageOutlined,
  SettingsOutlined,
  SecurityOutlined,
];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * 'Messaggi, 3 non letti' ('1 non letto') for screen readers, in the link's own text (no aria-label, so the
 * name still contains what is seen); the eye gets 'Messaggi' and the badge's number.
 */
function LabelWithUnread({ label, unread }: { label: string; unread: number }) {
  if (unread === 0) return label;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <Box component="span" sx={visuallyHidden}>
        {`${label}, ${unread} ${unread === 1 ? 'non letto' : 'non letti'}`}
      </Box>
    </>
  );
}

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useQuery(unreadCountQuery).data ?? 0;
  return (
    <nav aria-label="Navigazione amministrazione">
      <List>
        {NAV_ITEMS.map((item, index) => {
          const Icon = ICONS[index] ?? DashboardOutlined;
          const badge = item.to === MESSAGES_PATH ? unread : 0;
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={onNavigate}
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
                <ListItemText primary={<LabelWithUnread label={item.label} unread={badge} />} />
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
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
