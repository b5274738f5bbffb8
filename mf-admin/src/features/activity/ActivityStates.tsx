import { Alert, Paper, Typography } from '@mui/material';
import { ACTIVITY_SOURCE_LABELS, type ActivitySource } from '@vetrina/contracts';
import { LoadError } from '../../shared/LoadError.tsx';
import { isHttpStatus } from '../auth/session-api.ts';

export const EMPTY_ACTIVITY = 'Nessuna attività registrata';
export const LOAD_ERROR = 'Non è stato possibile caricare le attività. Riprova più tardi.';
export const FORBIDDEN_ACTIVITY = 'Solo gli amministratori possono vedere le attività.';

interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The log could not be read: 'Riprova', or why retrying cannot help (the API answers 403 to non-admins). */
export function ActivityLoadError({ query }: { query: FailedQuery }) {
  if (isHttpStatus(query.error, 403)) return <Alert severity="warning">{FORBIDDEN_ACTIVITY}</Alert>;
  return <LoadError message={LOAD_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

export function ActivityEmpty({ text = EMPTY_ACTIVITY }: { text?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{text}</Typography>
    </Paper>
  );
}

/** Some services did not answer: their entries are missing from what is shown. */
export function UnavailableSources({ sources }: { sources: readonly ActivitySource[] | undefined }) {
  if (!sources || sources.length === 0) return null;
  const names = sources.map((source) => ACTIVITY_SOURCE_LABELS[source]).join(', ');
  return (
    <Alert severity="warning">
      Alcune attività non sono disponibili in questo momento ({names}): l&apos;elenco potrebbe essere
      incompleto.
    </Alert>
  );
}
