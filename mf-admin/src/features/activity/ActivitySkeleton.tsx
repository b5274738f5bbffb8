import { Box, Skeleton, Stack } from '@mui/material';

/** Placeholders shaped like entries while the log loads. */
export function ActivitySkeleton({ rows }: { rows: number }) {
  return (
    <Stack role="status" aria-label="Caricamento attività" spacing={0}>
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.5 }} data-testid="activity-skeleton">
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
