import { Link as RouterLink } from 'react-router';
import { Button, Paper, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';

/** Stand-in for admin screens that come with later issues, so no admin link is dead. */
export function PlaceholderPage({ title }: { title: string }) {
  useAdminPageTitle(title);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionOutlined color="action" fontSize="large" aria-hidden />
        <Typography sx={{ mt: 1, mb: 2 }}>Questa sezione sarà disponibile a breve.</Typography>
        <Button component={RouterLink} to="/admin/dashboard" variant="outlined">
          Torna alla Dashboard
        </Button>
      </Paper>
    </>
  );
}
