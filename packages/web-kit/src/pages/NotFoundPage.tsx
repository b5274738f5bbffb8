import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../meta/use-page-meta.ts';

/** Spec §2: the page for any unknown path. No <main> here: the surrounding layout provides it. */
export function NotFoundPage() {
  usePageMeta({ title: '404 Page Not Found', robots: 'noindex, follow' });
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}>
      <div>
        <Typography variant="h3" component="h1" gutterBottom>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Did you forget to add the page to the router?
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Torna alla Home
        </Button>
      </div>
    </Box>
  );
}
