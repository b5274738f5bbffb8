import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { removePasskey } from './passkeys-api.ts';

export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: removePasskey,
    onSuccess: async () => {
      notify.success('Passkey rimossa', 'Non potrà più essere usata per accedere.');
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
    },
    onError: (error) =>
      notify.error('Errore', serverMessage(error, 'Non è stato possibile rimuovere la passkey.')),
  });
  return (
    <ConfirmDialog
      item={passkey}
      title="Rimuovere questa passkey?"
      describe={(item) => (
        <>
          Con <strong>{item.name}</strong> non potrai più accedere. La password e le altre passkey restano
          valide.
        </>
      )}
      confirmLabel="Rimuovi"
      pendingLabel="Rimozione..."
      pending={mutation.isPending}
      onConfirm={(item) => mutation.mutate(item.id)}
      onClose={onClose}
    />
  );
}
