import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { orderQuoteSchema, type Order } from '@vetrina/contracts';

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
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="quote-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="quote-dialog-title">Invia preventivo</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Il preventivo (righe, personalizzazione, prezzo concordato, acconto richiesto e consegna prevista)
          parte per e-mail a {order.customerEmail}; le risposte arrivano a te.
        </DialogContentText>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} sx={{ minHeight: 44 }}>
          Chiudi
        </Button>
        <Button
          variant="contained"
          disabled={pending || !checked.success}
          onClick={() => checked.success && onSend(checked.data.message)}
          sx={{ minHeight: 44 }}
        >
          {pending ? 'Invio...' : 'Invia preventivo'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
