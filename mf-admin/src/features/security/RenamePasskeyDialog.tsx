import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { renamePasskey } from './passkeys-api.ts';
import { PasskeyNameDialog } from './PasskeyNameDialog.tsx';

export function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: renamePasskey,
    onSuccess: async () => {
      notify.success('Passkey rinominata');
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
    },
    onError: (error) => setFailure(serverMessage(error, 'Non è stato possibile rinominare la passkey.')),
  });
  return (
    <PasskeyNameDialog
      open={passkey !== null}
      title="Rinomina passkey"
      text="Il nuovo nome compare solo qui, in Sicurezza."
      initialName={passkey?.name ?? ''}
      submitLabel="Salva"
      pendingLabel="Salvataggio..."
      pending={mutation.isPending}
      failure={failure}
      onSubmit={(name) => passkey && mutation.mutate({ id: passkey.id, name })}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    />
  );
}
