import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { AddPasskeyButton } from './AddPasskeyButton.tsx';
import { PasskeyList } from './PasskeyList.tsx';
import { passkeysQuery } from './passkeys-api.ts';
import { RemovePasskeyDialog } from './RemovePasskeyDialog.tsx';
import { RenamePasskeyDialog } from './RenamePasskeyDialog.tsx';

const LOAD_ERROR = 'Non è stato possibile caricare le passkey. Riprova più tardi.';
export const NO_WEBAUTHN = 'Questo browser non supporta le passkey: puoi accedere con la password.';

function PasskeysContent(props: { onRename: (p: Passkey) => void; onRemove: (p: Passkey) => void }) {
  const passkeys = useQuery(passkeysQuery);
  if (passkeys.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Caricamento passkey">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  if (passkeys.isError) {
    return (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void passkeys.refetch()}
        retrying={passkeys.isFetching}
      />
    );
  }
  if (passkeys.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>
          Nessuna passkey. Aggiungine una per accedere da questo dispositivo senza password.
        </Typography>
      </Paper>
    );
  }
  return <PasskeyList passkeys={passkeys.data} {...props} />;
}

/** /admin/sicurezza: the signed-in user's passkeys (every user manages her own). */
export function SecurityPage() {
  useAdminPageTitle('Sicurezza');
  const [toRename, setToRename] = useState<Passkey | null>(null);
  const [toRemove, setToRemove] = useState<Passkey | null>(null);
  const supported = browserSupportsWebAuthn();
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Sicurezza"
        subtitle="Le passkey ti fanno accedere con l'impronta, il volto o il PIN del dispositivo, senza digitare la password. La password resta sempre valida."
        crumbs={[{ label: 'Dashboard', to: '/admin/dashboard' }, { label: 'Sicurezza' }]}
        actions={<AddPasskeyButton disabled={!supported} />}
      />
      {!supported && <Alert severity="info">{NO_WEBAUTHN}</Alert>}
      <Typography variant="h5" component="h2">
        Passkey
      </Typography>
      <PasskeysContent onRename={setToRename} onRemove={setToRemove} />
      <RenamePasskeyDialog passkey={toRename} onClose={() => setToRename(null)} />
      <RemovePasskeyDialog passkey={toRemove} onClose={() => setToRemove(null)} />
    </Stack>
  );
}
