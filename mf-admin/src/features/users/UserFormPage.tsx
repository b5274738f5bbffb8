import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumbs, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { isHttpStatus } from '../auth/session-api.ts';
import { userQuery } from './users-api.ts';
import { UserForm } from './UserForm.tsx';

function EditUser({ id }: { id: string }) {
  const user = useQuery(userQuery(id));
  if (user.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} aria-label="Caricamento utente">
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="text" width={200} />
        </Stack>
      </Paper>
    );
  }
  if (user.isError) {
    const notFound = isHttpStatus(user.error, 404);
    return (
      <Alert
        severity="error"
        action={
          notFound ? (
            <Button color="inherit" size="small" component={RouterLink} to="/admin/users">
              Torna agli utenti
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              Riprova
            </Button>
          )
        }
      >
        {notFound ? 'Utente non trovato.' : "Non è stato possibile caricare l'utente. Riprova più tardi."}
      </Alert>
    );
  }
  return <UserForm key={user.data.id} user={user.data} />;
}

export function UserFormPage() {
  const { id } = useParams();
  const title = id ? 'Modifica Utente' : 'Nuovo Utente';
  useAdminPageTitle(title);

  return (
    <Stack spacing={3}>
      <Breadcrumbs aria-label="Percorso">
        <Link component={RouterLink} to="/admin/dashboard" underline="hover" color="inherit">
          Dashboard
        </Link>
        <Link component={RouterLink} to="/admin/users" underline="hover" color="inherit">
          Utenti
        </Link>
        <Typography color="text.primary" aria-current="page">
          {id ? 'Modifica' : 'Nuovo'}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {id ? <EditUser id={id} /> : <UserForm />}
    </Stack>
  );
}
