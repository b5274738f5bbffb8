import { usePageMeta } from '@vetrina/web-kit';

/** '{page} | {siteName}'; admin pages are never indexed. */
export function useAdminPageTitle(title: string) {
  usePageMeta({ title, robots: 'noindex, nofollow' });
}
