import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { queryKeys } from '@vetrina/web-kit';
import { clearDeviceData, deviceDataCleared } from '../../device/clear-device-data.ts';
import { isHttpStatus, sessionQuery } from './session-api.ts';
import { goToSignIn } from './sign-in-navigation.ts';

/** Lets the logout button tell the guard that the missing session is wanted (no "come back here" target). */
const SignedOutContext = createContext<() => void>(() => {});
export const useMarkSignedOut = () => useContext(SignedOutContext);

/** Any 401 from an admin call means the session expired: drop it, and the guard sends the user to sign in. */
function useSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isHttpStatus(error, 401)) return;
      queryClient.setQueryData(queryKeys.session, null);
      void clearDeviceData(queryClient);
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

function SessionCheck() {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Verifica della sessione in corso" />
    </Box>
  );
}

/** No session (never had one, expired, or just signed out): off to the sign-in document, once her data is gone. */
function LeaveForSignIn({ here }: { here: string | null }) {
  useEffect(() => {
    let left = false;
    void deviceDataCleared().then(() => {
      if (!left) goToSignIn(here);
    });
    return () => {
      left = true;
    };
  }, [here]);
  return <SessionCheck />;
}

/** No session (it ended while she was away): what this device kept of hers goes too. */
function useClearDeviceWhenSignedOut(noSession: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (noSession) void clearDeviceData(queryClient);
  }, [noSession, queryClient]);
}

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useQuery(sessionQuery);
  const [signedOut, setSignedOut] = useState(false);
  useSessionExpiry();
  useClearDeviceWhenSignedOut(session.data === null);

  if (session.isPending) return <SessionCheck />;
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
    return (
      <LeaveForSignIn here={signedOut ? null : `${location.pathname}${location.search}${location.hash}`} />
    );
  }
  return <SignedOutContext value={() => setSignedOut(true)}>{children}</SignedOutContext>;
}
