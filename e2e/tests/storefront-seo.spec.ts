import { expect, test } from '@playwright/test';
import type { Category, Product } from '@vetrina/contracts';
import { DEMO } from '../support/storefront-fixtures.ts';
import { jsonLdBlocks, metaContent } from '../support/storefront-html.ts';

/**
 * What crawlers and link previews get: plain HTTP, no browser, no JavaScript. The gateway must put the
 * page's metadata and structured data in the HTML itself.
 */

type ApiProduct = Product;

test('a product page carries its social tags and Product JSON-LD in the HTML', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { site: { siteName: string } };
  const { siteName } = config.site;
  const product = (await (await request.get(`/api/products/${DEMO.gallery.slug}`)).json()) as ApiProduct;

  const response = await request.get(`/prodotti/${product.slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(html).toContain(`<title>${product.name} | ${siteName}</title>`);
  expect(metaContent(html, 'og:title')).toBe(`${product.name} | ${siteName}`);
  expect(metaContent(html, 'og:type')).toBe('product');
  expect(metaContent(html, 'og:url')).toMatch(new RegExp(`/prodotti/${product.slug}$`));

  const productLd = jsonLdBlocks(html).find((block) => block['@type'] === 'Product');
  expect(productLd, 'a Product JSON-LD block').toBeDefined();
  expect(productLd).toMatchObject({
    '@context': 'https://schema.org',
    name: product.name,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  });
});

test('structured availability follows the product: Esaurito → OutOfStock, Su ordinazione → PreOrder', async ({
  request,
}) => {
  const products = (await (await request.get('/api/products')).json()) as ApiProduct[];
  const expected: Record<string, string> = {
    Esaurito: 'https://schema.org/OutOfStock',
    'Su ordinazione': 'https://schema.org/PreOrder',
  };
  for (const [availability, schema] of Object.entries(expected)) {
    const product = products.find((p) => p.availability === availability && p.price !== null)!;
    const html = await (await request.get(`/prodotti/${product.slug}`)).text();
    const offers = jsonLdBlocks(html).find((block) => block['@type'] === 'Product')?.offers as
      Record<string, unknown> | undefined;
    expect(offers, product.slug).toMatchObject({ availability: schema, price: product.price });
  }
});

test('an unknown product or category answers HTTP 404 (still the storefront page, not indexed)', async ({
  request,
}) => {
  for (const path of ['/prodotti/does-not-exist', '/categorie/does-not-exist']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(metaContent(await response.text(), 'robots', 'name'), path).toMatch(/noindex/);
  }
});

test('a category page carries its own title and canonical URL in the HTML', async ({ request }) => {
  const response = await request.get('/categorie/giochi');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(metaContent(html, 'og:title')).toMatch(/^Giochi \| /);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/categorie\/giochi" \/>/);
});

test('the sitemap lists the public pages, every product and every category', async ({ request }) => {
  const products = (await (await request.get('/api/products')).json()) as ApiProduct[];
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  for (const path of ['/', '/prodotti', '/chi-siamo', '/contatti', '/faq']) expect(locs).toContain(path);
  for (const p of products) expect(locs).toContain(`/prodotti/${p.slug}`);
  for (const c of categories) expect(locs).toContain(`/categorie/${c.slug}`);
  expect(locs.some((path) => path.startsWith('/admin'))).toBe(false);
});

test('robots.txt keeps crawlers out of /admin and /api and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain('Disallow: /api');
  expect(lines.some((line) => /^Sitemap: https?:\/\/.+\/sitemap\.xml$/.test(line))).toBe(true);
});
