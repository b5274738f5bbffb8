import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Delete from '@mui/icons-material/DeleteOutlineOutlined';
import type { Backup } from '@vetrina/contracts';
import { formatDate, notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadError } from '../../shared/LoadError.tsx';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';
import { BackupKindChip } from './BackupKindChip.tsx';
import { backupsQuery, deleteBackup } from './database-api.ts';
import { formatKilobytes } from './format-size.ts';

export const LIST_ERROR = "Impossibile ottenere l'elenco dei backup";

const columns: ListColumn<Backup>[] = [
  { header: 'Nome file', render: (b) => b.filename, hideInCard: true },
  { header: 'Data', render: (b) => formatDate(b.createdAt) },
  { header: 'Dimensione', render: (b) => formatKilobytes(b.size) },
  { header: 'Tipo', render: (b) => <BackupKindChip kind={b.kind} full={b.full} /> },
  {
    header: 'SHA-256',
    render: (b) => (
      <Typography component="span" variant="body2" title={b.sha256} sx={{ fontFamily: 'monospace' }}>
        {b.sha256.slice(0, 12)}…
      </Typography>
    ),
  },
];

const actionSx = { minHeight: 44 };

export function BackupList({ busy }: { busy: boolean }) {
  const backups = useQuery(backupsQuery);
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Backup | null>(null);
  const removal = useMutation({
    mutationFn: (backup: Backup) => deleteBackup(backup.filename),
    onSuccess: async () => {
      notify.success('Backup eliminato');
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.backups });
    },
    onError: (error) => notify.error('Errore', serverMessage(error, "Errore nell'eliminazione del backup")),
  });

  if (backups.isPending) {
    return (
      <Stack spacing={1} aria-label="Caricamento backup">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (backups.isError) {
    return (
      <LoadError message={LIST_ERROR} onRetry={() => void backups.refetch()} retrying={backups.isFetching} />
    );
  }
  if (backups.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Nessun backup disponibile. Crea il primo backup con il pulsante qui sopra.</Typography>
      </Paper>
    );
  }
  return (
    <>
      <ResponsiveList
        items={backups.data}
        getKey={(b) => b.filename}
        columns={columns}
        label="Backup disponibili"
        cardTitle={(b) => b.filename}
        actions={(b) => (
          <>
            <Button
              component={Link}
              href={b.downloadUrl}
              download={b.filename}
              size="small"
              startIcon={<Download aria-hidden />}
              sx={actionSx}
              aria-label={`Scarica ${b.filename}`}
            >
              Scarica
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<Delete aria-hidden />}
              sx={actionSx}
              disabled={busy}
              onClick={() => setToDelete(b)}
              aria-label={`Elimina ${b.filename}`}
            >
              Elimina
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        item={toDelete}
        title="Eliminare questo backup?"
        describe={(b) => (
          <>
            Il file <strong>{b.filename}</strong> verrà eliminato definitivamente.
          </>
        )}
        pending={removal.isPending}
        onConfirm={(b) => removal.mutate(b)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
