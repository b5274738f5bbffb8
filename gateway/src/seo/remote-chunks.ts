import type { Preload } from './preload-tags.ts';
import { createTtlCache } from './ttl-cache.ts';

export const STOREFRONT_PREFIX = '/remotes/storefront/';

/** The storefront module each public page renders (mf-storefront src/routes.tsx). */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, './features/home/HomePage.tsx'],
  [/^\/chi-siamo$/, './features/about/AboutPage.tsx'],
  [/^\/prodotti$/, './features/catalogue/CataloguePage.tsx'],
  [/^\/prodotti\/[^/]+$/, './features/product/ProductPage.tsx'],
  [/^\/categorie\/[^/]+$/, './features/category/CategoryPage.tsx'],
  [/^\/contatti$/, './features/contact/ContactPage.tsx'],
  [/^\/termini$/, './features/info/TermsPage.tsx'],
  [/^\/privacy$/, './features/info/PrivacyPage.tsx'],
  [/^\/spedizioni$/, './features/info/ShippingPage.tsx'],
  [/^\/faq$/, './features/faq/FaqPage.tsx'],
];
const ROUTES_MODULE = './src/routes.tsx';

type ChunkMap = Record<string, string[]>;

/**
 * The storefront's chunk-map.json (written by the web-kit factory) names the files of its exposed routes
 * and of each page: preloaded with the HTML, they no longer wait for remoteEntry.js and the routes module.
 * Without the map (storefront down or an older build) the page simply gets no script preloads.
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
  return async (pagePath: string): Promise<Preload[]> => {
    const map = await cache.get('map', load).catch(() => ({}) as ChunkMap);
    const page = PAGE_MODULES.find(([pattern]) => pattern.test(pagePath))?.[1];
    const files = new Set([...(map[ROUTES_MODULE] ?? []), ...(page ? (map[page] ?? []) : [])]);
    return [...files]
      .filter((file) => /^[\w.-]+\.js$/.test(file))
      .map((file): Preload => ({ as: 'script', href: `${STOREFRONT_PREFIX}${file}` }));
  };
}
