import { lazy, Suspense } from 'react';
import { ActivitySkeleton } from './ActivitySkeleton.tsx';

/**
 * The dashboard's second tab loads its code when first wanted (hover, focus or the tab itself): the activity
 * contracts and their zod schemas are no part of the dashboard's first render.
 */
export const preloadRecentActivity = () => import('./RecentActivity.tsx');

const RecentActivity = lazy(async () => ({ default: (await preloadRecentActivity()).RecentActivity }));

export function RecentActivityTab() {
  return (
    <Suspense fallback={<ActivitySkeleton rows={3} />}>
      <RecentActivity />
    </Suspense>
  );
}
