import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type * as z from 'zod';
import type { AdminProduct, PreviewLink, uploadResponseSchema } from '@vetrina/contracts';
import { ADMIN, apiSignIn } from '../support/admin-session.ts';
import { DEMO, waitForContent } from '../support/storefront-fixtures.ts';
import { completeSafetyInput } from '../support/product-safety.ts';

/**
 * Drafts and their preview links as a visitor and the owner's link holder see them, through the
 * gateway in Chromium: absent everywhere public, shown (noindex, never cached) with the link, and
 * public at once when published. The page also shows the lead time, the owner's alt text and AVIF.
 */

const suffix = randomBytes(3).toString('hex');
const NAME = `Copertina bozza ${suffix}`;
const SLUG = `copertina-bozza-${suffix}`;
const ALT = `Copertina azzurra piegata con un coniglietto ricamato (${suffix})`;

async function uploadPhoto(admin: APIRequestContext): Promise<string> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#9cc3e6' } })
    .jpeg()
    .toBuffer();
  const response = await admin.post('/api/admin/upload', {
    multipart: { image: { name: 'copertina.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as z.infer<typeof uploadResponseSchema>).url;
}

function productInput(image: string, published: boolean) {
  return {
    name: NAME,
    slug: SLUG,
    description: 'Copertina in doppia mussola di cotone, cucita a mano per la culla.',
    image,
    imageAlt: ALT,
    price: '39.00',
    availability: 'Su ordinazione',
    published,
    leadTimeMinDays: 3,
    leadTimeMaxDays: 5,
    ...completeSafetyInput(`COP-${SLUG.slice(-6)}`),
  };
}

test('a draft is hidden from visitors, shown by its preview link (noindex, AVIF, alt, lead time) and public once published', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const admin = page.request;
  await apiSignIn(admin, ADMIN.username, ADMIN.password);
  const image = await uploadPhoto(admin);
  const created = await admin.post('/api/admin/products', { data: productInput(image, false) });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as AdminProduct;

  // A visitor (no session, no link): 404 page, absent from the catalogue, the sitemap and search.
  const visitor = await (await browser.newContext()).newPage();
  const missing = await visitor.goto(`/prodotti/${SLUG}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
  await visitor.goto('/prodotti');
  await expect(visitor.getByRole('heading', { name: DEMO.gallery.name })).toBeVisible();
  await expect(visitor.getByText(NAME)).toHaveCount(0);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(DEMO.gallery.slug);
  expect(sitemap).not.toContain(SLUG);
  expect(await (await visitor.request.get(`/api/products?q=${suffix}`)).json()).toEqual([]);

  // The owner's preview link: the draft page, marked noindex and never stored by any cache.
  const link = await admin.post(`/api/admin/products/${draft.id}/preview-link`);
  expect(link.status()).toBe(200);
  const { url } = (await link.json()) as PreviewLink;
  expect(url).toMatch(new RegExp(`^/prodotti/${SLUG}\\?anteprima=`));
  const holder = await (await browser.newContext()).newPage();
  const avifResponses: string[] = [];
  holder.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif') avifResponses.push(response.url());
  });
  const previewed = await holder.goto(url);
  expect(previewed?.status()).toBe(200);
  expect(previewed?.headers()['x-robots-tag']).toBe('noindex');
  expect(previewed?.headers()['cache-control']).toBe('private, no-store');
  const html = await previewed!.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  await waitForContent(holder);
  await expect(holder.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(holder.getByText('Tempi di realizzazione: 3–5 giorni lavorativi')).toBeVisible();
  const picture = holder.getByRole('img', { name: ALT });
  await expect(picture).toBeVisible();
  await expect(holder.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Chromium takes the AVIF source of the <picture>, at one of the WebP's widths.
  const base = image.slice(0, -'.webp'.length);
  await expect(picture.locator('xpath=..').locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    `${base}-w400.avif 400w, ${base}-w800.avif 800w, ${base}-w1200.avif 1200w`,
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-w\d+\.avif$/);
  expect(avifResponses.some((u) => u.includes(base))).toBe(true);

  // The link opens this draft only; the visitor still gets a 404 after the preview was rendered.
  expect((await visitor.goto(`/prodotti/${SLUG}`))?.status()).toBe(404);
  const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  expect((await visitor.goto(forged))?.status()).toBe(404);

  // Published: public at the very next request, through every cache of the gateway.
  const published = await admin.put(`/api/admin/products/${draft.id}`, { data: productInput(image, true) });
  expect(published.status(), await published.text()).toBe(200);
  const now = await visitor.goto(`/prodotti/${SLUG}`);
  expect(now?.status()).toBe(200);
  expect(now?.headers()['x-robots-tag']).toBeUndefined();
  await expect(visitor.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(SLUG);

  await admin.delete(`/api/admin/products/${draft.id}`);
});
