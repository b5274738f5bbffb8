import { Chip } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { ORDER_EMAIL_STATE_LABELS, type OrderEmailState } from '@vetrina/contracts';

const LOOK = {
  queued: { color: 'default', Icon: ScheduleOutlined },
  sent: { color: 'success', Icon: CheckCircleOutline },
  failed: { color: 'error', Icon: ErrorOutline },
} as const;

/** Whether a customer's e-mail went out: 'In coda', 'Inviata' or 'Non inviata'. */
export function OrderEmailChip({ state }: { state: OrderEmailState }) {
  const { color, Icon } = LOOK[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon aria-hidden />}
      label={ORDER_EMAIL_STATE_LABELS[state]}
    />
  );
}
