import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import type { Order } from '@vetrina/contracts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { renewCustomerLink } from './orders-api.ts';
import { useOrderAction } from './use-order-action.ts';

/**
 * The customer's own order page: its current link (in the quote and shipping e-mails), and 'Genera nuovo
 * link', which makes every link sent so far stop working (a forwarded e-mail, a link shared by mistake).
 */
export function CustomerLinkPanel({ order }: { order: Order }) {
  const [asking, setAsking] = useState<Order | null>(null);
  const renew = useOrderAction(
    (id: number) => renewCustomerLink(id),
    () => 'Nuovo link generato: quelli inviati prima non funzionano più',
  );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        La pagina dove il cliente segue l’ordine, senza registrarsi. Il link è nelle e-mail di preventivo e di
        spedizione.
      </Typography>
      <Link href={order.customerPageUrl} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
        Apri la pagina del cliente
      </Link>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<LinkOffOutlined aria-hidden />}
        onClick={() => setAsking(order)}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Genera nuovo link
      </Button>
      <ConfirmDialog
        item={asking}
        title="Generare un nuovo link?"
        describe={() =>
          'I link già inviati al cliente smetteranno di funzionare. Il nuovo link sarà nelle prossime e-mail.'
        }
        confirmLabel="Genera nuovo link"
        pendingLabel="Generazione..."
        pending={renew.isPending}
        onConfirm={(o) => renew.mutate(o.id, { onSettled: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
