import { lazy, useCallback, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { DESKTOP_MEDIA, DESKTOP_QUERY } from './breakpoint.ts';
import { LazyPopupSlot } from './LazyPopupSlot.tsx';

const DRAWER_ID = 'storefront-mobile-menu';

// The panel (MUI Drawer, Modal, transitions) is code no visitor needs before opening the menu.
const loadMobileMenuDrawer = () => import('./MobileMenuDrawer.tsx');
const MobileMenuDrawer = lazy(loadMobileMenuDrawer);
const preloadMobileMenuDrawer = () => void loadMobileMenuDrawer();

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
 * button (`display: none`), and the drawer is only in the page while open (its code from the first opening).
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
        onPointerEnter={preloadMobileMenuDrawer}
        onFocus={preloadMobileMenuDrawer}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <LazyPopupSlot open={open}>
        <MobileMenuDrawer id={DRAWER_ID} open={open} onClose={close} />
      </LazyPopupSlot>
    </>
  );
}
