import Box from '@mui/material/Box';
import { NotFoundPage } from '@vetrina/web-kit';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { AreaName } from '../remotes/remote-areas.ts';
import { areaFor, isKnownPath } from '../remotes/remote-areas.ts';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

export function ShellNotFound() {
  return (
    <Box component="main">
      <NotFoundPage />
    </Box>
  );
}

function AreaError({ area }: { area: AreaName }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ShellNotFound />;
  console.error(`Errore nella sezione ${area}`, error);
  return <RemoteUnavailable area={area} />;
}

/** Error boundary of everything a remote renders: a crash there leaves the other remote working. */
export function StorefrontAreaError() {
  return <AreaError area="storefront" />;
}

export function AdminAreaError() {
  return <AreaError area="admin" />;
}

export function RootError() {
  const { pathname } = useLocation();
  return <AreaError area={areaFor(pathname)} />;
}

/** Stands in for a remote that failed to load: known pages say "not available", others are a 404. */
export function StorefrontFallback() {
  const { pathname } = useLocation();
  return isKnownPath('storefront', pathname) ? <RemoteUnavailable area="storefront" /> : <ShellNotFound />;
}

export function AdminFallback() {
  return <RemoteUnavailable area="admin" />;
}
