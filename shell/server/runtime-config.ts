/** The shell's runtime `/config.json`, built from env so one image serves every environment. */
export interface RuntimeConfig {
  remotes: { storefront: string; admin: string };
  site: { siteName: string; contactEmail: string; socialUrl: string; socialLabel: string; publicUrl: string };
}

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    remotes: {
      storefront: value('STOREFRONT_MANIFEST_URL', '/remotes/storefront/mf-manifest.json'),
      admin: value('ADMIN_MANIFEST_URL', '/remotes/admin/mf-manifest.json'),
    },
    site: {
      siteName: value('SITE_NAME', 'Vetrina Creazioni'),
      contactEmail: value('CONTACT_EMAIL', 'info@vetrinacreazioni.it'),
      socialUrl: value('SOCIAL_URL', 'https://www.instagram.com/vetrinacreazioni'),
      socialLabel: value('SOCIAL_LABEL', 'Instagram'),
      publicUrl: value('PUBLIC_URL', '').replace(/\/+$/, ''),
    },
  };
}
