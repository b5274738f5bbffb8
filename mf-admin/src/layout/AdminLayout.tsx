import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import Logout from '@mui/icons-material/Logout';
import Storefront from '@mui/icons-material/Storefront';
import { MOBILE_BREAKPOINT_PX } from '@vetrina/contracts';
import { OfflineBanner } from '../device/OfflineBanner.tsx';
import { UpdateSnackbar } from '../device/UpdateSnackbar.tsx';
import { AdminNav } from './AdminNav.tsx';
import { useSignInGreeting } from '../features/auth/use-sign-in-greeting.ts';
import { useLogout } from './use-logout.ts';

const DRAWER_WIDTH = 240;

export function AdminLayout() {
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();
  useSignInGreeting();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="a" href="#admin-main" sx={skipLink}>
        Vai al contenuto
      </Box>
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              edge="start"
              aria-label="Apri il menu di navigazione"
              aria-expanded={drawerOpen}
              aria-controls="admin-nav-drawer"
              onClick={() => setDrawerOpen((open) => !open)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ flexGrow: 1, fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            Pannello Amministrativo
          </Typography>
          <Button
            component={RouterLink}
            to="/"
            color="inherit"
            startIcon={<Storefront aria-hidden />}
            sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={labelHiddenOnPhones}>
              Torna al Sito
            </Box>
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<Logout aria-hidden />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Esci
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: isDesktop ? DRAWER_WIDTH : 0, flexShrink: 0 }}>
        <Drawer
          id="admin-nav-drawer"
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={isDesktop || drawerOpen}
          onClose={() => setDrawerOpen(false)}
          // On a phone the menu is built when first opened, not rendered hidden into every screen's first
          // render (its eleven links, the modal, the sliding panel and its layout measurement).
          ModalProps={{ keepMounted: false }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Divider />
          <AdminNav onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      </Box>
      <Box
        component="main"
        id="admin-main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <OfflineBanner />
        <Outlet />
      </Box>
      <UpdateSnackbar />
    </Box>
  );
}

/** Visible only when focused, so keyboard users can jump past the navigation. */
const skipLink = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus': { top: 8 },
} as const;

/** On phones the label is hidden visually but stays the link's accessible name. */
const labelHiddenOnPhones = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: 'nowrap',
} as const;
