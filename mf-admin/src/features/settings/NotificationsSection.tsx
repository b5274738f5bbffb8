import {
  Alert,
  Button,
  FormControlLabel,
  FormGroup,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { PUSH_KINDS, PUSH_KIND_LABELS, type PushKind } from '@vetrina/contracts';
import { notify, serverMessage } from '@vetrina/web-kit';
import { LoadError } from '../../shared/LoadError.tsx';
import { PushPermissionError } from './push-device.ts';
import { usePushDevice, type PushState } from './use-push-device.ts';

export const PUSH_TEXTS = {
  title: 'Notifiche',
  intro:
    'Ricevi su questo dispositivo un avviso per i nuovi messaggi, i nuovi ordini, le consegne di domani e quelle in ritardo (ogni mattina alle 8) e i backup non riusciti, anche con l’app chiusa.',
  unsupported:
    'Questo browser non supporta le notifiche push. Su iPhone e iPad aggiungi prima il sito alla schermata Home (Condividi → Aggiungi alla schermata Home) e apri l’app da lì; su Android usa Chrome o Firefox.',
  noWorker:
    'Le notifiche non sono ancora pronte su questo dispositivo: ricarica la pagina e riprova tra qualche secondo.',
  denied:
    'Hai bloccato le notifiche per questo sito. Per riceverle consentile nelle impostazioni del browser (il lucchetto accanto all’indirizzo, oppure Impostazioni → Notifiche sul telefono), poi ricarica la pagina.',
  refused: 'Non hai concesso il permesso: le notifiche restano spente su questo dispositivo.',
  loadError: 'Non è stato possibile leggere lo stato delle notifiche. Riprova più tardi.',
  activate: 'Attiva le notifiche su questo dispositivo',
  deactivate: 'Disattiva su questo dispositivo',
  test: 'Invia notifica di prova',
  testSent: 'Notifica di prova inviata: arriverà tra pochi secondi.',
  saveError: 'Non è stato possibile salvare la scelta. Riprova.',
} as const;

function KindSwitches({ state }: { state: Extract<PushState, { status: 'on' }> }) {
  const { setKinds } = usePushDevice();
  const toggle = (kind: PushKind, on: boolean) => {
    const kinds = on ? [...state.device.kinds, kind] : state.device.kinds.filter((k) => k !== kind);
    setKinds.mutate(
      { subscription: state.subscription, kinds },
      { onError: (error) => notify.error(serverMessage(error, PUSH_TEXTS.saveError)) },
    );
  };
  return (
    <FormGroup aria-label="Tipi di notifica su questo dispositivo">
      {PUSH_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          sx={{ minHeight: 44 }}
          control={
            <Switch
              checked={state.device.kinds.includes(kind)}
              disabled={setKinds.isPending}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
          }
          label={PUSH_KIND_LABELS[kind]}
        />
      ))}
    </FormGroup>
  );
}

function PushControls() {
  const { state, activate, deactivate, test } = usePushDevice();
  if (state.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Caricamento notifiche">
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={44} />
      </Stack>
    );
  }
  if (state.isError) {
    const message = serverMessage(state.error);
    if (message) return <Alert severity="warning">{message}</Alert>;
    return (
      <LoadError
        message={PUSH_TEXTS.loadError}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
      />
    );
  }
  const current = state.data;
  if (current.status === 'unsupported') return <Alert severity="info">{PUSH_TEXTS.unsupported}</Alert>;
  if (current.status === 'no-worker') return <Alert severity="info">{PUSH_TEXTS.noWorker}</Alert>;
  if (current.status === 'denied') return <Alert severity="warning">{PUSH_TEXTS.denied}</Alert>;
  if (current.status === 'off') {
    const refused = activate.error instanceof PushPermissionError;
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {activate.isError && (
          <Alert severity={refused ? 'warning' : 'error'}>
            {refused ? PUSH_TEXTS.refused : serverMessage(activate.error, PUSH_TEXTS.saveError)}
          </Alert>
        )}
        <Button
          variant="contained"
          sx={{ minHeight: 44 }}
          disabled={activate.isPending}
          onClick={() => activate.mutate(current)}
        >
          {PUSH_TEXTS.activate}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <KindSwitches state={current} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          sx={{ minHeight: 44 }}
          disabled={test.isPending}
          onClick={() =>
            test.mutate(current.subscription.endpoint, {
              onSuccess: () => notify.success(PUSH_TEXTS.testSent),
              onError: (error) => notify.error(serverMessage(error, PUSH_TEXTS.saveError)),
            })
          }
        >
          {PUSH_TEXTS.test}
        </Button>
        <Button
          variant="outlined"
          sx={{ minHeight: 44 }}
          disabled={deactivate.isPending}
          onClick={() => deactivate.mutate()}
        >
          {PUSH_TEXTS.deactivate}
        </Button>
      </Stack>
    </Stack>
  );
}

/** 'Impostazioni' → 'Notifiche': Web Push on this device (issue 27 §4). */
export function NotificationsSection() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="notifiche-title"
      sx={{ p: 3, maxWidth: 880 }}
    >
      <Stack spacing={2}>
        <Typography id="notifiche-title" variant="h6" component="h2">
          {PUSH_TEXTS.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {PUSH_TEXTS.intro}
        </Typography>
        <PushControls />
      </Stack>
    </Paper>
  );
}
