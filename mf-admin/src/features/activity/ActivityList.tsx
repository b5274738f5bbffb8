import { Box } from '@mui/material';
import type { ActivityEntry } from '@vetrina/contracts';
import { useNow } from '../../shared/use-now.ts';
import { ActivityEntryItem } from './ActivityEntryItem.tsx';

/** Entries newest first, as the API gives them; their relative times move on every minute. */
export function ActivityList({ entries, label }: { entries: ActivityEntry[]; label: string }) {
  const now = useNow();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <ActivityEntryItem key={entry.id} entry={entry} now={now} />
      ))}
    </Box>
  );
}
