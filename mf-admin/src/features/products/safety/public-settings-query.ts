import { queryOptions } from '@tanstack/react-query';
import type { PublicSiteSettings } from '@vetrina/contracts';
import { apiGet } from '@vetrina/web-kit';

/** The public settings (helpers may read them too): whether 'Produttore' is filled in. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'] as const,
  queryFn: () => apiGet<PublicSiteSettings>('/api/settings'),
  staleTime: 0,
});
