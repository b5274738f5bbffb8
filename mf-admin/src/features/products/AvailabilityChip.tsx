import { Chip } from '@mui/material';

const COLORS: Record<string, 'success' | 'error' | 'default'> = {
  disponibile: 'success',
  esaurito: 'error',
};

/** Availability is free text (spec §4): the known values get a colour, anything else a neutral chip. */
export function AvailabilityChip({ availability }: { availability: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={availability}
      color={COLORS[availability.trim().toLowerCase()] ?? 'default'}
    />
  );
}
