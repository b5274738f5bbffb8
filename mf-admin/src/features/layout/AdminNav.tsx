import { NavLink } from 'react-router';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import { NAV_ITEMS } from './nav-items.ts';

const ICONS = [
  DashboardOutlined,
  Inventory2Outlined,
  CategoryOutlined,
  FormatQuoteOutlined,
  PeopleOutlined,
  MailOutlined,
  StorageOutlined,
];

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Navigazione amministrazione">
      <List>
        {NAV_ITEMS.map((item, index) => {
          const Icon = ICONS[index] ?? DashboardOutlined;
          return (
            <ListItemButton
              key={item.to}
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
              <ListItemText primary={item.label} />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
