import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

/**
 * Spec §2: the page scrolls to the top on every route change. Not on the first render: the browser may
 * have restored the position on a reload.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1 }}>
      <LinearProgress aria-label="Caricamento della pagina" />
    </Box>
  );
}

export function ShellLayout() {
  return (
    <>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export function PageLoading() {
  return <LinearProgress aria-label="Caricamento" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
}
