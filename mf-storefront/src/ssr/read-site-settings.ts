import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import type { PublicSiteSettings } from '@vetrina/contracts';
import type { SiteConfig } from '@vetrina/web-kit/site';
import type { Read } from '../page-kit/page-module.ts';

export interface RenderSettings {
  settings: PublicSiteSettings;
  /** The web-kit site config the pages read, with the settings' name, e-mail and social link. */
  site: SiteConfig;
  /** False when svc-content did not answer: the page shows the environment's defaults and is not cached. */
  ok: boolean;
}

/**
 * The settings of one render: read once from svc-content (`/api/settings`, answered from its public read
 * cache under the data version, so a save shows on the next render), or the environment's defaults.
 */
export async function readSiteSettings(read: Read, site: SiteConfig): Promise<RenderSettings> {
  try {
    const settings = await read<PublicSiteSettings>('/api/settings');
    return {
      settings,
      site: {
        ...site,
        siteName: settings.siteName,
        contactEmail: settings.contactEmail,
        socialUrl: settings.instagramUrl || settings.facebookUrl,
        socialLabel: settings.instagramUrl ? 'Instagram' : settings.facebookUrl ? 'Facebook' : '',
      },
      ok: true,
    };
  } catch {
    const fallback = {
      ...publicSiteSettings(DEFAULT_SITE_SETTINGS),
      siteName: site.siteName,
      contactEmail: site.contactEmail,
      instagramUrl: site.socialUrl,
    };
    return { settings: fallback, site, ok: false };
  }
}
