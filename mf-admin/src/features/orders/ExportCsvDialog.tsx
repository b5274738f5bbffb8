import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { orderExportQuerySchema } from '@vetrina/contracts';
import { FieldsDialog } from '../../shared/FieldsDialog.tsx';
import { exportPath } from './orders-api.ts';

/** Today in Italy as 'YYYY-MM-DD' (sv-SE writes dates that way). */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());

interface ExportCsvDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Esporta CSV': the orders created in a period, as the server's CSV (the accountant's spreadsheet).
 * The link downloads only a period the shared schema accepts; otherwise its message shows.
 */
export function ExportCsvDialog({ open, onClose }: ExportCsvDialogProps) {
  const [period, setPeriod] = useState(() => ({ from: `${today().slice(0, 8)}01`, to: today() }));
  const checked = orderExportQuerySchema.safeParse(period);
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  return (
    <FieldsDialog
      open={open}
      titleId="export-dialog-title"
      title="Esporta ordini in CSV"
      text="Gli ordini creati nel periodo scelto, in un file per il foglio di calcolo."
      maxWidth="xs"
      onClose={onClose}
      action={
        checked.success ? (
          <Button
            variant="contained"
            href={exportPath(checked.data)}
            download={`ordini-${checked.data.from}-${checked.data.to}.csv`}
            sx={{ minHeight: 44 }}
          >
            Scarica CSV
          </Button>
        ) : (
          <Button variant="contained" disabled sx={{ minHeight: 44 }}>
            Scarica CSV
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          type="date"
          label="Dal"
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="Al"
          value={period.to}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          error={!!problem}
          helperText={problem}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FieldsDialog>
  );
}
