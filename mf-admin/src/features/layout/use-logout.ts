import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify, queryKeys } from '@vetrina/web-kit';
import { logout } from '../auth/session-api.ts';
import { useMarkSignedOut } from '../auth/RequireSession.tsx';

export function useLogout() {
  const queryClient = useQueryClient();
  const markSignedOut = useMarkSignedOut();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      notify.success('Logout effettuato', 'A presto!');
      markSignedOut();
      // The guard sees no session and goes to /admin; admin data must not outlive the session.
      queryClient.removeQueries({ queryKey: queryKeys.admin });
      queryClient.setQueryData(queryKeys.session, null);
    },
    onError: () => notify.error('Errore', 'Si è verificato un errore durante il logout'),
  });
}
