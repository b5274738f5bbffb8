import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Error or empty text of a data-driven section. An error offers 'Riprova' when given `onRetry`: the
 * visitor chooses to ask again, nothing re-requests on its own.
 */
export function SectionMessage({
  children,
  tone = 'info',
  onRetry,
}: {
  children: string;
  tone?: 'info' | 'error';
  onRetry?: () => void;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography
        role={tone === 'error' ? 'alert' : undefined}
        color={tone === 'error' ? 'error' : 'text.secondary'}
      >
        {children}
      </Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
          Riprova
        </Button>
      )}
    </Box>
  );
}
