import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, NavLink } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@vetrina/contracts/constants';
import { useSiteConfig } from '@vetrina/web-kit';
import { CategoriesMenu } from './CategoriesMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
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

export function SiteHeader() {
  const { siteName } = useSiteConfig();
  const isDesktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
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
        {isDesktop ? (
          <Box
            component="nav"
            aria-label="Menu principale"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {NAV_BEFORE_CATEGORIES.map((l) => (
              <DesktopLink key={l.to} to={l.to} label={l.label} />
            ))}
            <CategoriesMenu />
            {NAV_AFTER_CATEGORIES.map((l) => (
              <DesktopLink key={l.to} to={l.to} label={l.label} />
            ))}
          </Box>
        ) : null}
        <ThemeSwitch />
        {!isDesktop && <MobileMenu />}
      </Toolbar>
    </AppBar>
  );
}
