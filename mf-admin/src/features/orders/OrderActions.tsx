import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import {
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
} from '@vetrina/contracts';
import { serverMessage } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { changeOrderStatus, sendQuote } from './orders-api.ts';
import { ACTION_ERROR, useOrderAction } from './use-order-action.ts';
import { QuoteDialog } from './QuoteDialog.tsx';
import { ShippingDialog } from './ShippingDialog.tsx';

/** The button that moves an order to each status (issue 20's words). */
export const ACTION_LABELS: Record<Exclude<OrderStatus, 'richiesta'>, string> = {
  'preventivo-inviato': 'Invia preventivo',
  confermato: 'Conferma',
  'in-lavorazione': 'Inizia lavorazione',
  pronto: 'Pronto',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annulla ordine',
};

type Dialog = 'quote' | 'shipping' | 'cancel' | null;

interface OrderActionsProps {
  order: Order;
  /** Unsaved changes in the form: a status change would reload the order over them. */
  locked: boolean;
}

/** The actions the order's status allows (the server's `allowedTransitions`), with their dialogs. */
export function OrderActions({ order, locked }: OrderActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const move = useOrderAction(
    (change: Partial<OrderStatusChange> & { to: OrderStatus }) => changeOrderStatus(order.id, change),
    (updated) => `Stato aggiornato: ${ORDER_STATUS_LABELS[updated.status]}`,
  );
  const quote = useOrderAction(
    (message: string | null) => sendQuote(order.id, { message }),
    () => 'Preventivo in invio',
  );
  const pending = move.isPending || quote.isPending;
  // The quote may be sent again while the customer has not answered.
  const canQuote =
    order.allowedTransitions.includes('preventivo-inviato') || order.status === 'preventivo-inviato';
  const forward = order.allowedTransitions.filter(
    (to): to is Exclude<OrderStatus, 'richiesta' | 'preventivo-inviato' | 'annullato'> =>
      to !== 'preventivo-inviato' && to !== 'annullato' && to !== 'richiesta',
  );
  const refusal = move.error ?? quote.error;

  const runForward = (to: (typeof forward)[number]) => {
    if (to === 'spedito') setDialog('shipping');
    else move.mutate({ to });
  };

  if (!canQuote && forward.length === 0 && !order.allowedTransitions.includes('annullato')) return null;
  return (
    <Stack spacing={1.5}>
      {locked && <Alert severity="info">Salva le modifiche prima di cambiare lo stato dell’ordine.</Alert>}
      {refusal && !pending && <Alert severity="error">{serverMessage(refusal, ACTION_ERROR)}</Alert>}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {canQuote && (
          <Button
            variant={forward.length === 0 ? 'contained' : 'outlined'}
            disabled={locked || pending}
            onClick={() => setDialog('quote')}
            sx={{ minHeight: 44 }}
          >
            {order.status === 'preventivo-inviato'
              ? 'Invia di nuovo il preventivo'
              : ACTION_LABELS['preventivo-inviato']}
          </Button>
        )}
        {forward.map((to) => (
          <Button
            key={to}
            variant="contained"
            disabled={locked || pending}
            onClick={() => runForward(to)}
            sx={{ minHeight: 44 }}
          >
            {ACTION_LABELS[to]}
          </Button>
        ))}
        {order.allowedTransitions.includes('annullato') && (
          <Button
            color="error"
            disabled={locked || pending}
            onClick={() => setDialog('cancel')}
            sx={{ minHeight: 44 }}
          >
            {ACTION_LABELS.annullato}
          </Button>
        )}
      </Stack>
      <QuoteDialog
        order={order}
        open={dialog === 'quote'}
        pending={quote.isPending}
        onSend={(message) => quote.mutate(message, { onSuccess: close })}
        onClose={close}
      />
      <ShippingDialog
        customerEmail={order.customerEmail}
        open={dialog === 'shipping'}
        pending={move.isPending}
        onShip={(change) => move.mutate(change, { onSuccess: close })}
        onClose={close}
      />
      <ConfirmDialog
        item={dialog === 'cancel' ? order : null}
        title="Annullare questo ordine?"
        describe={(item) =>
          `L’ordine di ${item.customerName} passa a 'Annullato' e non si potrà più riaprire né modificare.`
        }
        confirmLabel={ACTION_LABELS.annullato}
        pendingLabel="Annullamento..."
        dismissLabel="Torna all’ordine"
        pending={move.isPending}
        onConfirm={() => move.mutate({ to: 'annullato' }, { onSuccess: close })}
        onClose={close}
      />
    </Stack>
  );
}
