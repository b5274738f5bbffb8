import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A section's read, observed once by HomePage and handed down. Sections never observe the query
 * themselves: a newly mounted observer of a failed query re-requests it (react-query's retryOnMount),
 * which turned every failure into a skeleton ↔ sections remount loop (issue 14, item 6).
 */
export type SectionQuery<T> = UseQueryResult<T>;

/** Re-requests a failed read when the visitor asks for it. */
export const retryOf = (query: SectionQuery<unknown>) => () => void query.refetch();
