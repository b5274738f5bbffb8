import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Stack, Tab, Tabs } from '@mui/material';
import type { ContactMessage, MessageFolder } from '@vetrina/contracts';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { MessagesList } from './MessagesList.tsx';
import { unreadCountKey } from './messages-api.ts';
import { useDeleteMessage } from './use-message-mutations.ts';

/** The open folder lives in the address (?cartella=quarantena), so a reload or a shared link keeps it. */
const FOLDER_PARAM = 'cartella';
const QUARANTINE_VALUE = 'quarantena';
const FOLDERS: { value: MessageFolder; label: string }[] = [
  { value: 'inbox', label: 'Posta in arrivo' },
  { value: 'quarantine', label: 'Quarantena' },
];

function DeleteDescription({ message }: { message: ContactMessage }) {
  return (
    <>
      Sei sicuro di voler eliminare questo messaggio? L&apos;operazione non può essere annullata.
      <Box component="dl" sx={{ m: 0, mt: 2, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>Oggetto</dt>
        <dd>{message.subject}</dd>
        <dt>Nome</dt>
        <dd>{message.name}</dd>
        <dt>Email</dt>
        <dd>{message.email}</dd>
      </Box>
    </>
  );
}

export function MessagesPage() {
  useAdminPageTitle('Messaggi');
  const [params, setParams] = useSearchParams();
  const folder: MessageFolder = params.get(FOLDER_PARAM) === QUARANTINE_VALUE ? 'quarantine' : 'inbox';
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const remove = useDeleteMessage(() => setToDelete(null));
  const queryClient = useQueryClient();
  // The nav keeps the unread count mounted, so it never refetches on its own: opening the inbox does it
  // when the count is older than its 5 minutes, as the lists do.
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: unreadCountKey, stale: true });
  }, [queryClient]);

  const openFolder = (value: MessageFolder) =>
    setParams(value === 'quarantine' ? { [FOLDER_PARAM]: QUARANTINE_VALUE } : {}, { replace: true });

  return (
    <Stack spacing={3}>
      <PageHeader title="Messaggi" subtitle="I messaggi inviati dal modulo di contatto del sito." />
      <Tabs
        value={folder}
        onChange={(_event, value: MessageFolder) => openFolder(value)}
        aria-label="Cartelle dei messaggi"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {FOLDERS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`messages-tab-${value}`}
            aria-controls={`messages-panel-${value}`}
          />
        ))}
      </Tabs>
      {FOLDERS.map(({ value }) => (
        <Box
          key={value}
          role="tabpanel"
          id={`messages-panel-${value}`}
          aria-labelledby={`messages-tab-${value}`}
          hidden={value !== folder}
        >
          {value === folder && (
            <Stack spacing={2}>
              {value === 'quarantine' && (
                <Alert severity="info">
                  Qui finiscono i messaggi che il sistema considera spam: per questi non è stata inviata
                  nessuna e-mail. Se un messaggio è autentico, premi &apos;Non è spam&apos; per spostarlo
                  nella posta in arrivo.
                </Alert>
              )}
              <MessagesList folder={value} onDelete={setToDelete} />
            </Stack>
          )}
        </Box>
      ))}
      <ConfirmDialog
        item={toDelete}
        title="Eliminare questo messaggio?"
        describe={(message) => <DeleteDescription message={message} />}
        pending={remove.isPending}
        onConfirm={(message) => remove.mutate(message.id)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
