import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: 4 }}>
      <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
