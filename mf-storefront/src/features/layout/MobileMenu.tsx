import { useCallback, useEffect, useState } from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { NavLink } from 'react-router';
import { DESKTOP_MEDIA, DESKTOP_QUERY } from './breakpoint.ts';
import { CATEGORY_LINKS, NAV_AFTER_CATEGORIES, NAV_BEFORE_CATEGORIES } from './nav-links.ts';

const DRAWER_ID = 'storefront-mobile-menu';

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

/** Closes the side menu when the window grows to the desktop layout (where its button is hidden). */
function useCloseOnDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);
}

/**
 * Slide-in side menu used below 768 px; a link click closes it. Always rendered: from 768 px CSS hides the
 * button (`display: none`), and the drawer is only in the page while open.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnDesktop(open, close);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        sx={{ [DESKTOP_MEDIA]: { display: 'none' } }}
        aria-label={open ? 'Chiudi menu' : 'Apri menu'}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Drawer anchor="left" open={open} onClose={close} id={DRAWER_ID}>
        <Box component="nav" aria-label="Menu principale" sx={{ width: 280 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Chiudi menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="ul" sx={{ pt: 0 }}>
            {NAV_BEFORE_CATEGORIES.map((l) => (
              <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={close} />
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
              <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={close} nested />
            ))}
          </List>
          <List component="ul">
            {NAV_AFTER_CATEGORIES.map((l) => (
              <DrawerLink key={l.to} to={l.to} label={l.label} onNavigate={close} />
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
