import type { RuntimeConfig } from '../src/config/runtime-defaults.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../src/config/runtime-defaults.ts';

export type { RuntimeConfig };

/** The shell's runtime `/config.json`, built from env so one build serves every environment. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const { remotes, site } = DEFAULT_RUNTIME_CONFIG;
  return {
    remotes: {
      storefront: value('STOREFRONT_MANIFEST_URL', remotes.storefront),
      admin: value('ADMIN_MANIFEST_URL', remotes.admin),
    },
    site: {
      siteName: value('SITE_NAME', site.siteName),
      contactEmail: value('CONTACT_EMAIL', site.contactEmail),
      socialUrl: value('SOCIAL_URL', site.socialUrl),
      socialLabel: value('SOCIAL_LABEL', site.socialLabel),
      publicUrl: value('PUBLIC_URL', site.publicUrl).replace(/\/+$/, ''),
    },
  };
}
