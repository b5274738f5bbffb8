import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import Restore from '@mui/icons-material/SettingsBackupRestore';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';

interface RestoreCardProps {
  busy: boolean;
  onRestore: (file: File) => void;
}

/** Pick a `.sql` (or a full `.tar.gz`) backup, confirm, restore. Enabled only with a file and nothing running. */
export function RestoreCard({ busy, onRestore }: RestoreCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState<File | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${inputId}-title`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={`${inputId}-title`} variant="h6" component="h2">
          Ripristina Database
        </Typography>
        <Alert severity="warning">
          Attenzione: il ripristino sovrascrive tutti i dati esistenti. Prima del ripristino viene creato
          automaticamente un backup di sicurezza.
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".sql,.tar.gz,.tgz,application/sql,application/gzip"
            hidden
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFile aria-hidden />}
            onClick={() => input.current?.click()}
            disabled={busy}
            sx={{ minHeight: 44 }}
          >
            Scegli file .sql
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', minWidth: 0 }}>
            {file ? `File selezionato: ${file.name}` : 'Nessun file selezionato'}
          </Typography>
        </Box>
        <Box>
          <Button
            variant="contained"
            color="error"
            startIcon={<Restore aria-hidden />}
            disabled={!file || busy}
            onClick={() => setConfirming(file)}
            sx={{ minHeight: 44 }}
          >
            Ripristina
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        item={confirming}
        title="Ripristinare il database?"
        describe={(chosen) => (
          <>
            Tutti i dati attuali verranno sostituiti con quelli del file <strong>{chosen.name}</strong>. Prima
            verrà creato un backup di sicurezza.
          </>
        )}
        confirmLabel="Ripristina"
        pendingLabel="Ripristino..."
        pending={false}
        onConfirm={(chosen) => {
          setConfirming(null);
          setFile(null);
          if (input.current) input.current.value = '';
          onRestore(chosen);
        }}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
