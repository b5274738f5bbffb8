import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import { LoadError } from '../../shared/LoadError.tsx';
import { activityListQuery, type ActivityFilter } from './activity-api.ts';
import { ActivityList } from './ActivityList.tsx';
import { ActivitySkeleton } from './ActivitySkeleton.tsx';
import { ActivityEmpty, ActivityLoadError, UnavailableSources } from './ActivityStates.tsx';

export const NO_MATCH = 'Nessuna attività corrisponde ai filtri scelti.';
const MORE_ERROR = 'Non è stato possibile caricare altre attività.';

/** Every entry matching the filters, newest first, a page at a time. */
export function ActivityResults({ filter }: { filter: ActivityFilter }) {
  const activity = useInfiniteQuery(activityListQuery(filter));

  if (activity.isPending) return <ActivitySkeleton rows={5} />;
  if (!activity.data) return <ActivityLoadError query={activity} />;
  const entries = activity.data.pages.flatMap((page) => page.items);
  const unavailable = [...new Set(activity.data.pages.flatMap((page) => page.unavailable ?? []))];
  const filtered = filter.kind !== null || filter.user !== null;

  return (
    <Stack spacing={2}>
      {activity.isRefetchError && <ActivityLoadError query={activity} />}
      <UnavailableSources sources={unavailable} />
      {entries.length === 0 ? (
        <ActivityEmpty text={filtered ? NO_MATCH : undefined} />
      ) : (
        <ActivityList entries={entries} label="Attività" />
      )}
      {activity.isFetchNextPageError ? (
        <LoadError
          message={MORE_ERROR}
          onRetry={() => void activity.fetchNextPage()}
          retrying={activity.isFetchingNextPage}
        />
      ) : (
        activity.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => void activity.fetchNextPage()}
              loading={activity.isFetchingNextPage}
              sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
            >
              Carica altre
            </Button>
          </Box>
        )
      )}
    </Stack>
  );
}
