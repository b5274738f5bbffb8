import { Link as RouterLink } from 'react-router';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { OrderSummary } from '@vetrina/contracts';
import { formatPrice } from '@vetrina/web-kit';
import { formatDay } from './order-dates.ts';
import { orderPath } from './order-paths.ts';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { OverdueChip } from './OverdueChip.tsx';

/** 'Label: value' on one line while it fits, the value below it when it does not. */
const row = { flexWrap: 'wrap', columnGap: 0.5 } as const;

interface OrderCardProps {
  order: OrderSummary;
  /** In a status column the column says it; in a flat list the card does. */
  showStatus: boolean;
}

/** One order in the list or the board: the customer (the link), what, when, how much. */
export function OrderCard({ order, showStatus }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 1.5,
        borderLeftWidth: order.overdue ? 4 : 1,
        borderLeftColor: order.overdue ? 'error.main' : 'divider',
      }}
    >
      <Typography component={showStatus ? 'h2' : 'h3'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link
          id={titleId}
          component={RouterLink}
          to={orderPath(order.id)}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {order.customerName}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {order.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.25, '& dd': { m: 0 } }}>
        <Stack direction="row" sx={row}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Consegna prevista:
          </Typography>
          <Typography component="dd" variant="body2">
            {formatDay(order.expectedDelivery) || 'da definire'}
          </Typography>
        </Stack>
        {order.agreedTotal !== null && (
          <Stack direction="row" sx={row}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Saldo:
            </Typography>
            <Typography component="dd" variant="body2">
              {formatPrice(order.balance)} su {formatPrice(order.agreedTotal)}
            </Typography>
          </Stack>
        )}
      </Box>
      {(showStatus || order.overdue) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {showStatus && <OrderStatusChip status={order.status} />}
          {order.overdue && <OverdueChip />}
        </Stack>
      )}
    </Paper>
  );
}
