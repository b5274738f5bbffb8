import Typography from '@mui/material/Typography';

/** Error or empty text of a data-driven section. */
export function SectionMessage({ children, tone = 'info' }: { children: string; tone?: 'info' | 'error' }) {
  return (
    <Typography
      role={tone === 'error' ? 'alert' : undefined}
      color={tone === 'error' ? 'error' : 'text.secondary'}
      sx={{ textAlign: 'center', py: 4 }}
    >
      {children}
    </Typography>
  );
}
