import { PUBLIC_PAGES } from '@vetrina/contracts/pages';
import { escapeHtml } from '@vetrina/contracts/text';
import { getJson } from '../routing/get-json.ts';

/** What svc-catalog's `GET /api/internal/sitemap` answers: published products and categories. */
interface SitemapEntries {
  products: { slug: string; updatedAt: string }[];
  categories: { slug: string; updatedAt: string }[];
}

const TIMEOUT_MS = 3000;

/** The pages of the table with one address anyone may index (not a product's, a category's or a private one). */
const LISTED_PAGES = PUBLIC_PAGES.filter((p) => p.text !== null && !p.noindex && !p.path.includes(':'));

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined);
const latest = (dates: string[]) => dates.sort().at(-1);

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${mod}</url>`;
}

/** svc-catalog's list for the sitemap (internal network); rejects when it does not answer. */
async function readEntries(catalogUrl: string): Promise<SitemapEntries> {
  const url = new URL('/api/internal/sitemap', catalogUrl);
  return (await getJson(url, AbortSignal.timeout(TIMEOUT_MS))) as SitemapEntries;
}

/**
 * sitemap.xml: the table's public pages (home and catalogue dated by the newest product), then every
 * published product and every category, dated by their update times (svc-catalog's).
 */
export async function buildSitemap(catalogUrl: string, origin: string): Promise<string> {
  const { products, categories } = await readEntries(catalogUrl);
  const newest = day(latest(products.map((p) => p.updatedAt)));
  const entries = [
    ...LISTED_PAGES.map(({ id, path }) =>
      urlEntry(origin, path, id === 'home' || id === 'catalogue' ? newest : undefined),
    ),
    ...products.map((p) => urlEntry(origin, `/prodotti/${encodeURIComponent(p.slug)}`, day(p.updatedAt))),
    ...categories.map((c) => urlEntry(origin, `/categorie/${encodeURIComponent(c.slug)}`, day(c.updatedAt))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
