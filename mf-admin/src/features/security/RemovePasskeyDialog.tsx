import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Passkey } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { removePasskey } from './passkeys-api.ts';

export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Keep naming the last passkey while the dialog fades out.
  const [shown, setShown] = useState(passkey);
  if (passkey && passkey !== shown) setShown(passkey);
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
    <Dialog
      open={passkey !== null}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="remove-passkey-title"
      aria-describedby="remove-passkey-text"
    >
      <DialogTitle id="remove-passkey-title">Rimuovere questa passkey?</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-passkey-text">
          Con <strong>{shown?.name}</strong> non potrai più accedere. La password e le altre passkey restano
          valide.
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
          onClick={() => passkey && mutation.mutate(passkey.id)}
        >
          {mutation.isPending ? 'Rimozione...' : 'Rimuovi'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
