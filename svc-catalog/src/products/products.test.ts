import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@vetrina/contracts';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

const LONG_DESCRIPTION = 'Cuffietta in mussola di cotone.\nTaglie: 0-3 mesi, 3-6 mesi.\n'.repeat(4);

describe('public products API', () => {
  let ctx: CatalogTestContext;
  let bibId: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    bibId = await ctx.addProduct({
      slug: 'bavaglino-con-nome',
      name: 'Bavaglino con nome',
      description: 'Bavaglino in cotone con il nome ricamato.',
      short_description: 'Bavaglino ricamato.',
      price: '12.5',
      category: 'accessori',
      featured: true,
      is_customizable: true,
      created_at: day(3),
    });
    await ctx.addProduct({
      slug: 'borsa-perche-no',
      name: 'Borsa "Perché no?"',
      description: 'Borsa capiente per le uscite con i più piccoli.',
      price: null,
      availability: 'Su ordinazione',
      category: 'per-noi-mamme',
      created_at: day(2),
    });
    await ctx.addProduct({
      slug: 'cuffietta',
      name: 'Cuffietta',
      description: LONG_DESCRIPTION,
      price: '14',
      category: null,
      created_at: day(1),
    });
  });
  afterAll(() => ctx.close());

  it('lists every product newest first in the public shape, prices as decimal strings', async () => {
    const res = await request(ctx.app).get('/api/products').expect(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([
      'bavaglino-con-nome',
      'borsa-perche-no',
      'cuffietta',
    ]);
    for (const product of res.body) expect(productSchema.parse(product)).toEqual(product);
    const [bib, bag, bonnet] = res.body;
    expect(bib.price).toBe('12.50');
    expect(bib.customizationPrice).toBe('8.00');
    expect(bib.category).toEqual({
      id: await ctx.categoryId('accessori'),
      name: 'Accessori',
      slug: 'accessori',
      description: expect.any(String),
    });
    expect(bag.price).toBeNull();
    expect(bag.availability).toBe('Su ordinazione');
    expect(bonnet.category).toBeNull();
    expect(bonnet.categoryId).toBeNull();
  });

  it('falls back to the first 100 characters of the description when there is no short description', async () => {
    const res = await request(ctx.app).get('/api/products/cuffietta').expect(200);
    expect(res.body.shortDescription).toBe(`${LONG_DESCRIPTION.slice(0, 100)}...`);
    expect(res.body.description).toBe(LONG_DESCRIPTION);
    const bib = await request(ctx.app).get('/api/products/bavaglino-con-nome').expect(200);
    expect(bib.body.shortDescription).toBe('Bavaglino ricamato.');
  });

  it('searches name and description ignoring case and accents', async () => {
    const search = async (q: string) =>
      (await request(ctx.app).get('/api/products').query({ q }).expect(200)).body.map(
        (p: { slug: string }) => p.slug,
      );
    expect(await search('PERCHE')).toEqual(['borsa-perche-no']);
    expect(await search('perché')).toEqual(['borsa-perche-no']);
    expect(await search('piu piccoli')).toEqual(['borsa-perche-no']);
    expect((await search('cotone')).sort()).toEqual(['bavaglino-con-nome', 'cuffietta']);
    expect(await search('100%')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('filters by category slug', async () => {
    const res = await request(ctx.app).get('/api/products?category=per-noi-mamme').expect(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(['borsa-perche-no']);
    expect((await request(ctx.app).get('/api/products?category=natale').expect(200)).body).toEqual([]);
    const combined = await request(ctx.app).get('/api/products?category=accessori&q=cotone').expect(200);
    expect(combined.body).toHaveLength(1);
  });

  it('rejects malformed list parameters with 400 and issues', async () => {
    const junk = await request(ctx.app).get('/api/products?category=%3Cscript%3E').expect(400);
    expect(junk.body.issues.length).toBeGreaterThan(0);
    await request(ctx.app)
      .get(`/api/products?q=${'a'.repeat(201)}`)
      .expect(400);
    await request(ctx.app).get('/api/products?q=a&q=b').expect(400);
  });

  it('lists featured products only', async () => {
    const res = await request(ctx.app).get('/api/products/featured').expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([bibId]);
  });

  it('finds a product by id or by slug', async () => {
    const byId = await request(ctx.app).get(`/api/products/${bibId}`).expect(200);
    const bySlug = await request(ctx.app).get('/api/products/bavaglino-con-nome').expect(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(byId.body.isCustomizable).toBe(true);
  });

  it('answers 404 with an Italian message for unknown products', async () => {
    for (const path of ['/api/products/99999', '/api/products/non-esiste']) {
      const res = await request(ctx.app).get(path).expect(404);
      expect(res.body).toEqual({ message: 'Prodotto non trovato', issues: [] });
    }
  });

  it('answers 400 for malformed product keys', async () => {
    for (const key of ['con%20spazi', '%E2%9C%93%F0%9F%A7%B8', 'a'.repeat(201), 'a.b', '99999999999']) {
      const res = await request(ctx.app).get(`/api/products/${key}`).expect(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('carries a weak ETag and short public caching, and answers 304 when unchanged', async () => {
    const first = await request(ctx.app).get('/api/products').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await request(ctx.app).get('/api/products').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('changes the ETag when a product changes', async () => {
    const before = await request(ctx.app).get(`/api/products/${bibId}`).expect(200);
    await ctx
      .db('products')
      .where({ id: bibId })
      .update({ availability: 'Esaurito', updated_at: ctx.db.fn.now() });
    const after = await request(ctx.app)
      .get(`/api/products/${bibId}`)
      .set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect(after.body.availability).toBe('Esaurito');
  });
});
