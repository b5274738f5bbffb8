import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client of a page (the browser's, or one per server render). No retries (spec: a failing
 * call is made once and its error shown), no refetch on focus, data kept until invalidated.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
