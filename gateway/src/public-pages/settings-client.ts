import { publicSiteSettingsSchema, type PublicSiteSettings } from '@vetrina/contracts';
import { createTtlCache } from './ttl-cache.ts';

export interface SettingsClient {
  /** svc-content's public settings, or null when it does not answer (the page keeps the defaults). */
  current(): Promise<PublicSiteSettings | null>;
  /** Forgets the cached answer (an admin write or a restore changed it). */
  clear(): void;
}

const TIMEOUT_MS = 3000;

/**
 * The site's settings for the page metadata (site name in titles and social tags, shipping figures in the
 * products' structured data), read from svc-content and cached briefly like the catalogue's reads: emptied
 * with the other public caches when a write or a restore changes the public versions.
 */
export function createSettingsClient(contentUrl: string, ttlMs: number): SettingsClient {
  const cache = createTtlCache<PublicSiteSettings>(ttlMs, 1);
  const load = async () => {
    const res = await fetch(new URL('/api/settings', contentUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`content answered ${res.status} for /api/settings`);
    return publicSiteSettingsSchema.parse(await res.json());
  };
  return {
    current: () => cache.get('settings', load).catch(() => null),
    clear: () => cache.clear(),
  };
}
