import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@vetrina/web-kit';
import { clearDeviceData } from '../device/clear-device-data.ts';
import { writeErrorText } from '../device/offline-refusal.ts';
import { logout } from '../features/auth/session-api.ts';
import { useMarkSignedOut } from '../features/auth/RequireSession.tsx';
import { unsubscribeThisDevice } from '../features/settings/push-device.ts';

/** 'Esci': this device stops receiving her notifications first, while the session still allows the removal. */
async function signOut() {
  await unsubscribeThisDevice();
  await logout();
}

export function useLogout() {
  const queryClient = useQueryClient();
  const markSignedOut = useMarkSignedOut();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // The guard sees no session and leaves for the sign-in document, which confirms 'Logout effettuato';
      // her data must not outlive the session on this device.
      markSignedOut();
      return clearDeviceData(queryClient);
    },
    onError: (error) =>
      notify.error('Errore', writeErrorText(error, 'Si è verificato un errore durante il logout')),
  });
}
