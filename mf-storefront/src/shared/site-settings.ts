import { createContext, useContext } from 'react';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import type { PublicSiteSettings } from '@vetrina/contracts';

/**
 * The site's settings as the owner saved them ('Impostazioni'), read once per server render
 * (ssr/page-renderer.tsx) and given to every page here: footer, contact links, hero, shipping page.
 */
export const SiteSettingsContext = createContext<PublicSiteSettings>(
  publicSiteSettings(DEFAULT_SITE_SETTINGS),
);
SiteSettingsContext.displayName = 'SiteSettingsContext';

export function useSiteSettings(): PublicSiteSettings {
  return useContext(SiteSettingsContext);
}
