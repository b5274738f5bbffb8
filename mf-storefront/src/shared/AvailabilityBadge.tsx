import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';

function colorOf(availability: string): ChipProps['color'] {
  switch (availability.trim().toLowerCase()) {
    case 'esaurito':
      return 'error';
    case 'su ordinazione':
      return 'warning';
    case 'pezzo unico':
      return 'secondary';
    default:
      return 'success';
  }
}

export function AvailabilityBadge({
  availability,
  size = 'small',
}: {
  availability: string;
  size?: ChipProps['size'];
}) {
  return <Chip label={availability} color={colorOf(availability)} size={size} variant="outlined" />;
}
