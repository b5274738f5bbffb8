import { Box, Stack, Typography } from '@mui/material';
import type { Order } from '@vetrina/contracts';
import { formatDate, formatPrice } from '@vetrina/web-kit';
import { FormSection } from '../../shared/FormSection.tsx';
import { formatDay } from './order-dates.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { OverdueChip } from './OverdueChip.tsx';

interface OrderStatusPanelProps {
  order: Order;
  locked: boolean;
}

/** Where the order stands: status, lateness, money due, and the actions its status allows. */
export function OrderStatusPanel({ order, locked }: OrderStatusPanelProps) {
  return (
    <FormSection title={`Ordine n. ${order.id}`}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          Stato:
        </Typography>
        <OrderStatusChip status={order.status} />
        {order.overdue && <OverdueChip />}
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Creato il</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>Consegna prevista</dt>
        <dd>{formatDay(order.expectedDelivery) || 'da definire'}</dd>
        {order.proposedDelivery && order.proposedDelivery !== order.expectedDelivery && (
          <>
            <dt>Proposta</dt>
            <dd>{formatDay(order.proposedDelivery)}</dd>
          </>
        )}
        <dt>Prezzo concordato</dt>
        <dd>{order.agreedTotal === null ? 'da definire' : formatPrice(order.agreedTotal)}</dd>
        <dt>Saldo</dt>
        <dd>{order.balance === null ? '—' : formatPrice(order.balance)}</dd>
      </Box>
      <OrderActions order={order} locked={locked} />
    </FormSection>
  );
}
