import { Alert, Button } from '@mui/material';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A data screen's error state: the message and a 'Riprova' button. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} sx={{ minHeight: 44 }}>
          Riprova
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
