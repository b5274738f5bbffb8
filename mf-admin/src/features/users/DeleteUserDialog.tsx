import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { AdminUser } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { deleteUser } from './users-api.ts';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const queryClient = useQueryClient();
  // Keep naming the last user while the dialog fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const mutation = useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      notify.success('Utente eliminato', "L'utente è stato eliminato con successo");
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: (error) =>
      notify.error('Errore', serverMessage(error, "Errore durante l'eliminazione dell'utente")),
  });

  return (
    <Dialog
      open={user !== null}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-text"
    >
      <DialogTitle id="delete-user-title">Eliminare questo utente?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">
          Sei sicuro di voler eliminare l&apos;utente <strong>{shown?.username}</strong>? Non potrà più
          accedere al pannello e l&apos;operazione non può essere annullata.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          Annulla
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => user && mutation.mutate(user.id)}
        >
          {mutation.isPending ? 'Eliminazione...' : 'Elimina'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
