import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { NavLink } from 'react-router';
import { CATEGORY_LINKS, NAV_AFTER_CATEGORIES, NAV_BEFORE_CATEGORIES } from './nav-links.ts';

function DrawerLink({
  to,
  label,
  onNavigate,
  nested,
}: {
  to: string;
  label: string;
  onNavigate: () => void;
  nested?: boolean;
}) {
  return (
    <li>
      <ListItemButton
        component={NavLink}
        to={to}
        end={to === '/'}
        onClick={onNavigate}
        sx={{ pl: nested ? 4 : 2, '&.active': { fontWeight: 700, bgcolor: 'action.selected' } }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
}

export interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The side menu's panel, loaded the first time the menu button is used. A link click closes it. */
export default function MobileMenuDrawer({ id, open, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} id={id}>
      <Box component="nav" aria-label="Menu principale" sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Chiudi menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="ul" sx={{ pt: 0 }}>
          {NAV_BEFORE_CATEGORIES.map((l) => (
            <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={onClose} />
          ))}
        </List>
        <List
          component="ul"
          aria-labelledby="mobile-categories-heading"
          subheader={
            <ListSubheader id="mobile-categories-heading" component="div">
              Categorie
            </ListSubheader>
          }
        >
          {CATEGORY_LINKS.map((l) => (
            <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={onClose} nested />
          ))}
        </List>
        <List component="ul">
          {NAV_AFTER_CATEGORIES.map((l) => (
            <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={onClose} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
