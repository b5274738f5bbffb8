import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, NavLink } from 'react-router';
import { useSiteConfig } from '@vetrina/web-kit';
import { CategoriesMenu } from './CategoriesMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { DESKTOP_MEDIA } from './breakpoint.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { NAV_AFTER_CATEGORIES, NAV_BEFORE_CATEGORIES } from './nav-links.ts';

function DesktopLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={to === '/'}
      color="inherit"
      sx={{
        fontWeight: 500,
        '&.active': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 6 },
      }}
    >
      {label}
    </Button>
  );
}

/**
 * Both navigations are in the markup, whatever the screen: CSS shows the desktop one from 768 px and the menu
 * button below (the hidden one is `display: none`, so neither focusable nor in the accessibility tree). The
 * HTML is the same on the server and in every browser, so a server render hydrates without a layout flip.
 */
export function SiteHeader() {
  const { siteName } = useSiteConfig();
  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 700,
            flexGrow: 1,
            letterSpacing: 0.5,
          }}
        >
          {siteName}
        </Typography>
        <Box
          component="nav"
          aria-label="Menu principale"
          sx={{ display: 'none', [DESKTOP_MEDIA]: { display: 'flex' }, alignItems: 'center', gap: 0.5 }}
        >
          {NAV_BEFORE_CATEGORIES.map((l) => (
            <DesktopLink key={l.to} to={l.to} label={l.label} />
          ))}
          <CategoriesMenu />
          {NAV_AFTER_CATEGORIES.map((l) => (
            <DesktopLink key={l.to} to={l.to} label={l.label} />
          ))}
        </Box>
        <ThemeSwitch />
        <MobileMenu />
      </Toolbar>
    </AppBar>
  );
}
