import { Box, Paper, Stack, Typography } from '@mui/material';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderSummary } from '@vetrina/contracts';
import { OrderCard } from './OrderCard.tsx';

/** Wide screens: one column per open status, side by side (wrapping to a second row when they do not fit). */
export function OrdersBoard({ orders }: { orders: OrderSummary[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {OPEN_ORDER_STATUSES.map((status) => {
        const inStatus = orders.filter((order) => order.status === status);
        const headingId = `orders-column-${status}`;
        return (
          <Paper
            key={status}
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ p: 1, bgcolor: 'action.hover' }}
          >
            <Typography id={headingId} component="h2" variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
              {ORDER_STATUS_LABELS[status]} ({inStatus.length})
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {inStatus.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} showStatus={false} />
                </li>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
