import type { PageId } from '@vetrina/contracts/pages';
import type { Preload } from './preload-tags.ts';
import { createTtlCache } from './ttl-cache.ts';

export const STOREFRONT_PREFIX = '/remotes/storefront/';

/** The storefront's exposed route tree (its chunk-map key: the module's request). */
const ROUTES_MODULE = './src/routes.tsx';

type ChunkMap = Record<string, string[]>;

/**
 * The storefront's chunk-map.json (written by the web-kit build) names the files of its exposed routes and
 * of each page, keyed by the page table's id (each page's chunk is named after it): preloaded with the
 * HTML, they no longer wait for remoteEntry.js and the routes module. Without the map (storefront down or
 * an older build) the page simply gets no script preloads.
 */
export function createRemoteChunks(storefrontUrl: string, ttlMs: number) {
  const cache = createTtlCache<ChunkMap>(ttlMs, 1);
  const url = new URL('/chunk-map.json', storefrontUrl);
  const load = async (): Promise<ChunkMap> => {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) throw new Error(`storefront chunk map answered ${res.status}`);
    const body = (await res.json()) as unknown;
    const map: ChunkMap = {};
    if (typeof body === 'object' && body !== null)
      for (const [key, files] of Object.entries(body))
        if (Array.isArray(files)) map[key] = files.filter((f): f is string => typeof f === 'string');
    return map;
  };
  /** The routes module's files and the page's own (none for the 404 page: it lives in the routes module). */
  return async (pageId: PageId | null): Promise<Preload[]> => {
    const map = await cache.get('map', load).catch(() => ({}) as ChunkMap);
    const files = new Set([...(map[ROUTES_MODULE] ?? []), ...(pageId ? (map[pageId] ?? []) : [])]);
    return [...files]
      .filter((file) => /^[\w.-]+\.js$/.test(file))
      .map((file): Preload => ({ as: 'script', href: `${STOREFRONT_PREFIX}${file}` }));
  };
}
