import { Box, Paper, Stack, Typography } from '@mui/material';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderSummary } from '@vetrina/contracts';
import { OrderCard } from './OrderCard.tsx';

/** Wide screens: one column per open status, side by side (scrolls sideways when they do not fit). */
export function OrdersBoard({ orders }: { orders: OrderSummary[] }) {
  return (
    <Box
      role="region"
      aria-label="Ordini aperti per stato"
      tabIndex={0}
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(200px, 1fr)',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
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
