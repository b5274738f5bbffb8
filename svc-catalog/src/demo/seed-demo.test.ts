import { access } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_VALUES } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';
import { DEMO_PRODUCTS, INSTAGRAM_REEL, INSTAGRAM_STORY } from './demo-products.ts';
import { seedDemoData } from './seed-demo.ts';

// Rendering ~28 pictures with four sizes each takes a while on a shared CPU.
const SEED_TIMEOUT_MS = 120_000;

describe('demo catalogue', () => {
  let ctx: CatalogTestContext;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    expect(await seedDemoData(ctx.db, { photos: ctx.photos })).toBe(true);
  }, SEED_TIMEOUT_MS);
  afterAll(() => ctx.close());

  it('is loaded only once', async () => {
    expect(await seedDemoData(ctx.db, { photos: ctx.photos })).toBe(false);
    const { body } = await request(ctx.app).get('/api/products').expect(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
  });

  it('comes complete: every demo product has its safety data, so each can be published as it is', async () => {
    const { body } = await request(ctx.app).get('/api/admin/products').set(gatewayHeaders()).expect(200);
    const incomplete = (body as { slug: string; safetyMissing: string[] }[]).filter(
      (p) => p.safetyMissing.length > 0,
    );
    expect(incomplete).toEqual([]);
    expect(body.length).toBe(DEMO_PRODUCTS.length);
  });

  it('is in the activity log once, as the system’s, with no invented admin entries', async () => {
    const entries = await ctx.db('activity').select('kind', 'action', 'username', 'item_id', 'summary');
    expect(entries).toEqual([
      {
        kind: 'product',
        action: 'created',
        username: null,
        item_id: null,
        summary: `Catalogo di esempio caricato: ${DEMO_PRODUCTS.length} prodotti`,
      },
    ]);
  });

  it('covers every availability, featured, customisable and unpriced products, and leaves Natale empty', async () => {
    const { body: products } = await request(ctx.app).get('/api/products').expect(200);
    const availabilities = new Set(products.map((p: { availability: string }) => p.availability));
    expect([...availabilities].sort()).toEqual([...AVAILABILITY_VALUES].sort());
    const featured = products.filter((p: { featured: boolean }) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(products.some((p: { isCustomizable: boolean }) => p.isCustomizable)).toBe(true);
    expect(products.some((p: { price: string | null }) => p.price === null)).toBe(true);
    expect(products.some((p: { description: string }) => p.description.includes('\n'))).toBe(true);
    const natale = await request(ctx.app).get('/api/categories/natale').expect(200);
    expect(natale.body.products).toEqual([]);
  });

  it('writes every referenced picture with its width variants', async () => {
    const { body: products } = await request(ctx.app).get('/api/products').expect(200);
    const { body: categories } = await request(ctx.app).get('/api/categories').expect(200);
    const media = await ctx.db('product_media').select('image_url');
    const urls = [
      ...products.map((p: { image: string }) => p.image),
      ...categories.map((c: { image: string }) => c.image),
      ...media.map((m) => m.image_url as string),
    ];
    for (const url of urls) {
      const base = path.join(ctx.uploadsDir, path.basename(url, '.webp'));
      for (const suffix of ['', '-w400', '-w800', '-w1200']) await access(`${base}${suffix}.webp`);
    }
    await request(ctx.app).get(products[0].image).expect(200).expect('Content-Type', 'image/webp');
  });

  it('has galleries with a duplicate of the main image, unordered items, a reel and a story', async () => {
    const { body: products } = await request(ctx.app).get('/api/products').expect(200);
    const galleries = await Promise.all(
      products.map(async (p: { id: number; image: string }) => ({
        image: p.image,
        media: (await request(ctx.app).get(`/api/products/${p.id}/images`).expect(200)).body,
      })),
    );
    const items = galleries.flatMap((g) => g.media);
    expect(galleries.some((g) => g.media.some((m: { imageUrl: string }) => m.imageUrl === g.image))).toBe(
      true,
    );
    expect(galleries.some((g) => g.media.length >= 3)).toBe(true);
    expect(items.some((m) => m.displayOrder === null)).toBe(true);
    expect(items.filter((m) => m.isVideo).map((m) => m.videoUrl)).toEqual(
      expect.arrayContaining([INSTAGRAM_REEL, INSTAGRAM_STORY]),
    );
  });
});
