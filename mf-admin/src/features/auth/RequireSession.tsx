import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { queryKeys } from '@vetrina/web-kit';
import { isHttpStatus, sessionQuery } from './session-api.ts';
import { LOGIN_PATH, loginPathFor } from './redirect.ts';

/** Lets the logout button tell the guard that the missing session is wanted (no "come back here" target). */
const SignedOutContext = createContext<() => void>(() => {});
export const useMarkSignedOut = () => useContext(SignedOutContext);

/** Any 401 from an admin call means the session expired: drop it, and the guard sends the user to sign in. */
function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (isHttpStatus(error, 401)) queryClient.setQueryData(queryKeys.session, null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useQuery(sessionQuery);
  const [signedOut, setSignedOut] = useState(false);
  useSessionExpiry();

  if (session.isPending) {
    return (
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="Verifica della sessione in corso" />
      </Box>
    );
  }
  if (session.isError) {
    return (
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void session.refetch()}>
              Riprova
            </Button>
          }
        >
          Impossibile verificare la sessione. Riprova più tardi.
        </Alert>
      </Box>
    );
  }
  if (!session.data) {
    return <Navigate to={signedOut ? LOGIN_PATH : loginPathFor(location)} replace />;
  }
  return <SignedOutContext value={() => setSignedOut(true)}>{children}</SignedOutContext>;
}
