import type { CatalogClient } from './catalog-client.ts';
import { escapeHtml } from './head-tags.ts';
import { STATIC_PAGES } from './page-meta.ts';

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined);
const latest = (dates: (string | undefined)[]) => dates.filter(Boolean).sort().at(-1);

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${mod}</url>`;
}

/** Every public page, product and category; lastmod from the products' update times. */
export async function buildSitemap(catalog: CatalogClient, origin: string): Promise<string> {
  const [products, categories] = await Promise.all([catalog.products(), catalog.categories()]);
  const newest = day(latest(products.map((p) => p.updatedAt)));
  const entries = [
    ...STATIC_PAGES.map(({ id, path }) =>
      urlEntry(origin, path, id === 'home' || id === 'catalogue' ? newest : undefined),
    ),
    ...products.map((p) => urlEntry(origin, `/prodotti/${encodeURIComponent(p.slug)}`, day(p.updatedAt))),
    ...categories.map((c) =>
      urlEntry(
        origin,
        `/categorie/${encodeURIComponent(c.slug)}`,
        day(latest(products.filter((p) => p.categoryId === c.id).map((p) => p.updatedAt))),
      ),
    ),
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
