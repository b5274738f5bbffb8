import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { RECENT_ACTIVITY_SIZE, recentActivityQuery } from './activity-api.ts';
import { ACTIVITY_PATH } from './activity-path.ts';
import { ActivityList } from './ActivityList.tsx';
import { ActivitySkeleton } from './ActivitySkeleton.tsx';
import { ActivityEmpty, ActivityLoadError, UnavailableSources } from './ActivityStates.tsx';

/** The dashboard's 'Attività Recenti' tab: the latest entries across services and a link to all of them. */
export function RecentActivity() {
  const activity = useQuery(recentActivityQuery);

  let content;
  if (activity.isPending) content = <ActivitySkeleton rows={3} />;
  else if (activity.isError) content = <ActivityLoadError query={activity} />;
  else
    content = (
      <>
        <UnavailableSources sources={activity.data.unavailable} />
        {activity.data.items.length === 0 ? (
          <ActivityEmpty />
        ) : (
          <ActivityList
            entries={activity.data.items.slice(0, RECENT_ACTIVITY_SIZE)}
            label="Ultime attività"
          />
        )}
      </>
    );

  return (
    <Stack spacing={1}>
      {content}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={ACTIVITY_PATH}
          endIcon={<ArrowForward aria-hidden />}
          sx={{ minHeight: 44 }}
        >
          Vedi tutte
        </Button>
      </Box>
    </Stack>
  );
}
