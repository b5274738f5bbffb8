import { createContext, useContext } from 'react';

/** Site settings served by the shell's runtime `/config.json`. */
export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  socialUrl: string;
  socialLabel: string;
  /** Absolute origin of the public site, without trailing slash ('' = the current origin). */
  publicUrl: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: 'Vetrina Creazioni',
  contactEmail: 'info@vetrinacreazioni.it',
  socialUrl: 'https://www.instagram.com/vetrinacreazioni',
  socialLabel: 'Instagram',
  publicUrl: '',
};

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);
SiteConfigContext.displayName = 'SiteConfigContext';

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** publicUrl when configured, otherwise the browser's origin. */
export function siteOrigin(config: SiteConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
