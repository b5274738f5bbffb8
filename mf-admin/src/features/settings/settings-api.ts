import { queryOptions } from '@tanstack/react-query';
import type { AdminSiteSettings, SiteSettings } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

export const SETTINGS_PATH = '/admin/impostazioni';

export const adminSettingsQuery = queryOptions({
  queryKey: queryKeys.adminSettings,
  queryFn: () => apiGet<AdminSiteSettings>('/api/admin/settings'),
});

/** Saves the settings read at `version` (a save made since then → 409 with the server's message). */
export const saveSettings = (settings: SiteSettings, version: number) =>
  apiSend<AdminSiteSettings>('PUT', '/api/admin/settings', { ...settings, version });
