import { Alert, AlertTitle } from '@mui/material';
import CloudOff from '@mui/icons-material/CloudOff';
import { useOnlineStatus } from './use-online-status.ts';

export const OFFLINE_TITLE = 'Sei offline';
export const OFFLINE_TEXT =
  'Stai vedendo i dati dell’ultima visita. Le modifiche si potranno salvare quando torna la connessione.';

/** While the device is offline: says so, and that what she sees is as last seen. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOff aria-hidden />} role="status" sx={{ mb: 2 }}>
      <AlertTitle>{OFFLINE_TITLE}</AlertTitle>
      {OFFLINE_TEXT}
    </Alert>
  );
}
