import { Chip } from '@mui/material';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';

/** The red 'In ritardo' badge: past its 'Consegna prevista' and not yet 'Spedito' (the server decides). */
export function OverdueChip() {
  return (
    <Chip
      size="small"
      color="error"
      icon={<ScheduleOutlined aria-hidden />}
      label="In ritardo"
      sx={{ fontWeight: 600 }}
    />
  );
}
