import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { ORDER_FIELD_LABELS, orderStatusChangeSchema, type OrderStatusChange } from '@vetrina/contracts';
import { FieldsDialog } from '../../shared/FieldsDialog.tsx';

interface ShippingDialogProps {
  customerEmail: string;
  open: boolean;
  pending: boolean;
  onShip: (change: OrderStatusChange) => void;
  onClose: () => void;
}

/** 'Spedito': an optional tracking link and whether the customer gets the shipping notice. */
export function ShippingDialog({ customerEmail, open, pending, onShip, onClose }: ShippingDialogProps) {
  const [trackingUrl, setTrackingUrl] = useState('');
  const [sendShippingNotice, setSendShippingNotice] = useState(true);
  const [problem, setProblem] = useState<string>();
  const ship = () => {
    const checked = orderStatusChangeSchema.safeParse({ to: 'spedito', trackingUrl, sendShippingNotice });
    if (checked.success) onShip(checked.data);
    else setProblem(checked.error.issues[0]?.message);
  };
  return (
    <FieldsDialog
      open={open}
      titleId="shipping-dialog-title"
      title="Segna come spedito"
      text={
        <>
          L’avviso di spedizione parte per e-mail a {customerEmail}, con il link di tracciamento se lo
          indichi.
        </>
      }
      maxWidth="sm"
      pending={pending}
      onClose={onClose}
      action={
        <Button variant="contained" disabled={pending} onClick={ship} sx={{ minHeight: 44 }}>
          {pending ? 'Salvataggio...' : 'Spedito'}
        </Button>
      }
    >
      <Stack spacing={1}>
        <TextField
          label={ORDER_FIELD_LABELS.trackingUrl}
          type="url"
          fullWidth
          value={trackingUrl}
          onChange={(event) => {
            setTrackingUrl(event.target.value);
            setProblem(undefined);
          }}
          error={!!problem}
          helperText={problem ?? 'Facoltativo: https://...'}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={sendShippingNotice}
              onChange={(event) => setSendShippingNotice(event.target.checked)}
            />
          }
          label="Invia avviso di spedizione"
        />
      </Stack>
    </FieldsDialog>
  );
}
