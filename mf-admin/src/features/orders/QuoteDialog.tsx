import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { orderQuoteSchema, type Order } from '@vetrina/contracts';
import { FieldsDialog } from '../../shared/FieldsDialog.tsx';

interface QuoteDialogProps {
  order: Order;
  open: boolean;
  pending: boolean;
  onSend: (message: string | null) => void;
  onClose: () => void;
}

/** 'Invia preventivo': what the e-mail carries, to whom, and an optional personal message. */
export function QuoteDialog({ order, open, pending, onSend, onClose }: QuoteDialogProps) {
  const [message, setMessage] = useState('');
  const checked = orderQuoteSchema.safeParse({ message });
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  return (
    <FieldsDialog
      open={open}
      titleId="quote-dialog-title"
      title="Invia preventivo"
      text={
        <>
          Il preventivo (righe, personalizzazione, prezzo concordato, acconto richiesto e consegna prevista)
          parte per e-mail a {order.customerEmail}; le risposte arrivano a te.
        </>
      }
      maxWidth="sm"
      pending={pending}
      onClose={onClose}
      action={
        <Button
          variant="contained"
          disabled={pending || !checked.success}
          onClick={() => checked.success && onSend(checked.data.message)}
          sx={{ minHeight: 44 }}
        >
          {pending ? 'Invio...' : 'Invia preventivo'}
        </Button>
      }
    >
      <TextField
        label="Messaggio per il cliente"
        multiline
        minRows={3}
        fullWidth
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={!!problem}
        helperText={problem ?? 'Facoltativo: compare in cima all’e-mail.'}
      />
    </FieldsDialog>
  );
}
