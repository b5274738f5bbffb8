import { Chip } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { MailStatus } from '@vetrina/contracts';

/** Whether the owner's notification e-mail went out (outlined chips keep AA contrast in both themes). */
const STATUS = {
  sent: { label: 'E-mail inviata', color: 'success', Icon: CheckCircleOutline },
  pending: { label: 'Invio in corso', color: 'default', Icon: ScheduleOutlined },
  retrying: { label: 'Nuovo tentativo in corso', color: 'default', Icon: AutorenewOutlined },
  failed: { label: 'Invio non riuscito', color: 'error', Icon: ErrorOutline },
} as const;

export function MailStatusChip({ status }: { status: MailStatus }) {
  const { label, color, Icon } = STATUS[status];
  return <Chip size="small" variant="outlined" color={color} icon={<Icon aria-hidden />} label={label} />;
}
