import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SiteHeader } from './SiteHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  p: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus': { top: 8 },
} as const;

export function StorefrontLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="a" href="#contenuto" sx={skipLinkSx}>
        Vai al contenuto
      </Box>
      <SiteHeader />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of
          being pushed down (a layout shift) when the content arrives. */}
      <Box
        component="main"
        id="contenuto"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
