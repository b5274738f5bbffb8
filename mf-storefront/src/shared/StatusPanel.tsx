import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

interface StatusPanelProps {
  title: string;
  text?: string;
  linkTo: string;
  linkLabel: string;
  /** Render the title as the page's h1 (full-page states) or an h2 (in-page states). */
  headingLevel?: 'h1' | 'h2';
}

export function StatusPanel({ title, text, linkTo, linkLabel, headingLevel = 'h1' }: StatusPanelProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', my: 4 }}
    >
      <Typography component={headingLevel} variant="h4" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      <Button component={RouterLink} to={linkTo} variant="contained">
        {linkLabel}
      </Button>
    </Paper>
  );
}
