import { Link as RouterLink } from 'react-router';
import { Alert, Button } from '@mui/material';
import { isHttpStatus } from '../features/auth/session-api.ts';
import { LoadError } from './LoadError.tsx';

interface ItemLoadFailureProps {
  error: Error;
  /** Statuses that mean "this item does not exist" (404, and 400 where the id itself is refused). */
  missingStatuses?: number[];
  notFound: string;
  backTo: string;
  backLabel: string;
  loadError: string;
  onRetry: () => void;
  retrying: boolean;
}

/** An editor whose item could not be read: 'not found' with a way back, or the error with 'Riprova'. */
export function ItemLoadFailure({ error, missingStatuses = [404], ...texts }: ItemLoadFailureProps) {
  if (missingStatuses.some((status) => isHttpStatus(error, status))) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={texts.backTo}
            sx={{ minHeight: 44 }}
          >
            {texts.backLabel}
          </Button>
        }
      >
        {texts.notFound}
      </Alert>
    );
  }
  return <LoadError message={texts.loadError} onRetry={texts.onRetry} retrying={texts.retrying} />;
}
