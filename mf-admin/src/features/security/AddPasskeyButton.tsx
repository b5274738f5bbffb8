import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { notify, queryKeys } from '@vetrina/web-kit';
import { webAuthnFailure } from '../../lib/webauthn-error.ts';
import { defaultPasskeyName } from './default-passkey-name.ts';
import { addPasskey } from './passkeys-api.ts';
import { PasskeyNameDialog } from './PasskeyNameDialog.tsx';

const ADD_FAILED = 'Non è stato possibile aggiungere la passkey. Riprova.';

/** 'Aggiungi passkey': a name first, then the device's own confirmation (fingerprint, face or PIN). */
export function AddPasskeyButton({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: addPasskey,
    onSuccess: async (passkey) => {
      setOpen(false);
      notify.success('Passkey aggiunta', `Da ora puoi accedere con «${passkey.name}».`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
    },
    onError: (error) => setFailure(webAuthnFailure(error, ADD_FAILED)),
  });

  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add aria-hidden />}
        disabled={disabled}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        Aggiungi passkey
      </Button>
      <PasskeyNameDialog
        open={open}
        title="Aggiungi passkey"
        text="Dai un nome alla passkey, poi conferma sul dispositivo con impronta, volto o PIN."
        initialName={defaultPasskeyName()}
        submitLabel="Continua"
        pendingLabel="Conferma sul dispositivo..."
        pending={mutation.isPending}
        failure={failure}
        onSubmit={(name) => {
          setFailure(null);
          mutation.mutate(name);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
