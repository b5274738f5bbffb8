import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@vetrina/contracts';

/** What the environment may say about the site; only the first defaults, until the owner saves settings. */
export interface SettingsEnvironment {
  SITE_NAME?: string | undefined;
  CONTACT_EMAIL?: string | undefined;
  /** The one social link of earlier versions: an Instagram or a Facebook address. */
  SOCIAL_URL?: string | undefined;
}

const socialField = (url: string): 'instagramUrl' | 'facebookUrl' | null => {
  if (/^https:\/\/([\w-]+\.)*instagram\.com(\/|$)/i.test(url)) return 'instagramUrl';
  if (/^https:\/\/([\w-]+\.)*(facebook|fb)\.com(\/|$)/i.test(url)) return 'facebookUrl';
  return null;
};

/**
 * The settings before the owner's first save: the spec's texts, with SITE_NAME, CONTACT_EMAIL and SOCIAL_URL
 * in place of theirs when set. A value the settings form would refuse keeps the spec's default instead.
 */
export function settingsDefaultsFrom(env: SettingsEnvironment): SiteSettings {
  const candidate: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  if (env.SITE_NAME) candidate.siteName = env.SITE_NAME;
  if (env.CONTACT_EMAIL) candidate.contactEmail = env.CONTACT_EMAIL;
  const social = env.SOCIAL_URL ? socialField(env.SOCIAL_URL) : null;
  if (social) {
    candidate.instagramUrl = '';
    candidate[social] = env.SOCIAL_URL;
  }
  return settingsOrDefaults(candidate, DEFAULT_SITE_SETTINGS);
}

/** A stored or configured document, each field the schema refuses replaced by its default. */
export function settingsOrDefaults(candidate: Record<string, unknown>, defaults: SiteSettings): SiteSettings {
  const merged: Record<string, unknown> = { ...defaults, ...candidate };
  const parsed = siteSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const repaired = Object.fromEntries(
    Object.entries(defaults).map(([field, value]) => [field, refused.has(field) ? value : merged[field]]),
  );
  return siteSettingsSchema.safeParse(repaired).data ?? defaults;
}
