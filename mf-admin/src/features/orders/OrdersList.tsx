import { Stack } from '@mui/material';
import type { OrderSummary } from '@vetrina/contracts';
import { OrderCard } from './OrderCard.tsx';

/** Phones, or one chosen status: one card per order, newest first, each with its status. */
export function OrdersList({ orders }: { orders: OrderSummary[] }) {
  return (
    <Stack component="ul" aria-label="Ordini" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} showStatus />
        </li>
      ))}
    </Stack>
  );
}
