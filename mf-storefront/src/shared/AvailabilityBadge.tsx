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
  // Coloured border, body-text label: keeps AA contrast in both themes whatever the palette colour.
  return (
    <Chip
      label={availability}
      color={colorOf(availability)}
      size={size}
      variant="outlined"
      sx={{ color: 'text.primary', borderWidth: 2, fontWeight: 500 }}
    />
  );
}
