import { Chip } from '@mui/material';
import type { BackupKind } from '@vetrina/contracts';

const LABELS: Record<BackupKind, string> = {
  manual: 'Manuale',
  scheduled: 'Programmato',
  safety: 'Di sicurezza',
};

export function BackupKindChip({ kind, full }: { kind: BackupKind; full: boolean }) {
  return (
    <>
      {/* Filled, not warning-coloured (its light-theme text fails contrast), sets the safety copies apart. */}
      <Chip size="small" label={LABELS[kind]} variant={kind === 'safety' ? 'filled' : 'outlined'} />
      {full && <Chip size="small" label="Con le foto" sx={{ ml: 0.5 }} variant="outlined" color="primary" />}
    </>
  );
}
