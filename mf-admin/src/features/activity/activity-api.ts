import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ACTIVITY_PAGE_DEFAULT, type ActivityKind, type ActivityPage } from '@vetrina/contracts';
import { apiGet, queryKeys } from '@vetrina/web-kit';

/** Entries on the dashboard's 'Attività Recenti' tab (issue 19). */
export const RECENT_ACTIVITY_SIZE = 10;

/** /admin/attivita's filters: null shows every kind / every user. */
export interface ActivityFilter {
  kind: ActivityKind | null;
  user: string | null;
}

function activityUrl(limit: number, filter: Partial<ActivityFilter> = {}, before?: string | null) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before) params.set('before', before);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.user) params.set('user', filter.user);
  return `/api/admin/activity?${params}`;
}

// Every admin write in every service adds an entry, so the log is asked again each time a screen showing it
// opens (staleTime 0): the maker who has just saved a product finds it at the top.

export const recentActivityQuery = queryOptions({
  queryKey: [...queryKeys.activity, 'recent'] as const,
  queryFn: () => apiGet<ActivityPage>(activityUrl(RECENT_ACTIVITY_SIZE)),
  staleTime: 0,
});

/** Newest first, one page of ACTIVITY_PAGE_DEFAULT entries at a time ('Carica altre' asks the next). */
export const activityListQuery = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.activity, 'list', filter.kind, filter.user] as const,
    queryFn: ({ pageParam }) => apiGet<ActivityPage>(activityUrl(ACTIVITY_PAGE_DEFAULT, filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
