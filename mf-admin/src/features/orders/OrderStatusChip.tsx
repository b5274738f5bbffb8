import { Chip } from '@mui/material';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@vetrina/contracts';

const COLORS: Partial<Record<OrderStatus, 'primary' | 'success' | 'default'>> = {
  confermato: 'primary',
  'in-lavorazione': 'primary',
  pronto: 'primary',
  spedito: 'success',
  consegnato: 'success',
};

/** The order's status in Italian (outlined: AA contrast in both themes). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={ORDER_STATUS_LABELS[status]}
    />
  );
}
