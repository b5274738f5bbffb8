import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { deleteUser } from './users-api.ts';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const queryClient = useQueryClient();
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
    <ConfirmDialog
      item={user}
      title="Eliminare questo utente?"
      describe={(item) => (
        <>
          Sei sicuro di voler eliminare l&apos;utente <strong>{item.username}</strong>? Non potrà più accedere
          al pannello e l&apos;operazione non può essere annullata.
        </>
      )}
      pending={mutation.isPending}
      onConfirm={(item) => mutation.mutate(item.id)}
      onClose={onClose}
    />
  );
}
