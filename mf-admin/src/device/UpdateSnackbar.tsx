import { useEffect, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import {
  applyWaitingUpdate,
  onUpdateWaiting,
  registerAdminServiceWorker,
} from './service-worker-registration.ts';

export const UPDATE_TEXT = 'Nuova versione disponibile';

/** Registers the service worker; when a new version waits, offers it until she chooses 'Aggiorna'. */
export function UpdateSnackbar() {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    registerAdminServiceWorker();
    return onUpdateWaiting(() => setAvailable(true));
  }, []);
  return (
    <Snackbar
      open={available}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={UPDATE_TEXT}
      action={
        <Button color="inherit" size="small" onClick={applyWaitingUpdate}>
          Aggiorna
        </Button>
      }
    />
  );
}
