import { Box, LinearProgress, Typography } from '@mui/material';
import type { DatabaseJob } from '@vetrina/contracts';

const TITLES = { backup: 'Backup in corso', restore: 'Ripristino in corso' } as const;

/** Live progress of the job running now (the first one; others wait their turn). */
export function JobProgress({ jobs, fallback }: { jobs: DatabaseJob[]; fallback: string | null }) {
  const job = jobs.find((j) => j.state === 'active') ?? jobs[0];
  if (!job && !fallback) return null;
  const percent = job?.progress?.percent;
  const phase = job?.progress?.phase ?? 'Avvio…';
  const title = job ? TITLES[job.type] : fallback;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}: {phase}
        {percent !== undefined && ` (${percent}%)`}
      </Typography>
      <LinearProgress
        variant={percent ? 'determinate' : 'indeterminate'}
        value={percent ?? 0}
        aria-label={title ?? 'Operazione in corso'}
      />
      {jobs.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          Altre operazioni in coda: {jobs.length - 1}
        </Typography>
      )}
    </Box>
  );
}
