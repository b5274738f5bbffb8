// Dependency-free on purpose: used by the entry chunk (before shared modules may load) and by the static server.
export interface RuntimeConfig {
  remotes: { storefront: string; admin: string };
  site: { siteName: string; contactEmail: string; socialUrl: string; socialLabel: string; publicUrl: string };
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
  site: {
    siteName: 'Vetrina Creazioni',
    contactEmail: 'info@vetrinacreazioni.it',
    socialUrl: 'https://www.instagram.com/vetrinacreazioni',
    socialLabel: 'Instagram',
    publicUrl: '',
  },
};
