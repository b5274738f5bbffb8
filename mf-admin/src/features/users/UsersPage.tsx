import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AdminUser } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { isHttpStatus } from '../auth/session-api.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { NewItemButton, PageHeader } from '../../shared/PageHeader.tsx';
import { usersQuery } from './users-api.ts';
import { UsersTable } from './UsersTable.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';

export const FORBIDDEN_MESSAGE = 'Solo gli amministratori possono gestire gli utenti.';
const LOAD_ERROR = 'Non è stato possibile caricare gli utenti. Riprova più tardi.';

function UsersContent({ onDelete }: { onDelete: (user: AdminUser) => void }) {
  const users = useQuery(usersQuery);

  if (users.isPending) {
    return (
      <Stack spacing={1} aria-label="Caricamento utenti">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (users.isError) {
    if (isHttpStatus(users.error, 403)) return <Alert severity="warning">{FORBIDDEN_MESSAGE}</Alert>;
    return (
      <LoadError message={LOAD_ERROR} onRetry={() => void users.refetch()} retrying={users.isFetching} />
    );
  }
  if (users.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Nessun utente trovato.</Typography>
      </Paper>
    );
  }
  return <UsersTable users={users.data} onDelete={onDelete} />;
}

export function UsersPage() {
  useAdminPageTitle('Utenti');
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Utenti"
        subtitle="Gli utenti che possono accedere al pannello amministrativo."
        actions={<NewItemButton to="/admin/users/new" label="Nuovo Utente" />}
      />
      <UsersContent onDelete={setToDelete} />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
