import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  completeSafety,
  createCatalogTestContext,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();

/** Every public read that lists or shows products, and how to find the draft in its answer. */
const PUBLIC_LISTS: [string, (body: unknown) => unknown[]][] = [
  ['/api/products', (b) => b as unknown[]],
  ['/api/products?q=segretissimo', (b) => b as unknown[]],
  ['/api/products?category=accessori', (b) => b as unknown[]],
  ['/api/products/featured', (b) => b as unknown[]],
  ['/api/categories/accessori', (b) => (b as { products: unknown[] }).products],
  ['/api/categories/accessori/products', (b) => b as unknown[]],
  ['/api/internal/sitemap', (b) => (b as { products: unknown[] }).products],
];

describe('draft products', () => {
  let ctx: CatalogTestContext;
  let draftId: number;
  let publishedId: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    publishedId = await ctx.addProduct({ slug: 'bavaglino-pubblico', category: 'accessori', featured: true });
    draftId = await ctx.addProduct({
      slug: 'bavaglino-segretissimo',
      name: 'Bavaglino segretissimo',
      category: 'accessori',
      featured: true,
      published: false,
    });
    await ctx.db('product_media').insert({
      product_id: draftId,
      image_url: '/uploads/segreto-2.webp',
      display_order: 1,
      alt_text: 'Retro del bavaglino',
    });
  });
  afterAll(() => ctx.close());

  it('never appear in a public list, search, category, related list or the sitemap', async () => {
    for (const [path, itemsOf] of PUBLIC_LISTS) {
      const res = await request(ctx.app).get(path).expect(200);
      const text = JSON.stringify(itemsOf(res.body));
      expect(text, path).not.toContain('segretissimo');
      if (!path.includes('q=')) expect(text, path).toContain('bavaglino-pubblico');
    }
  });

  it('answer 404 by slug, by id and for their media, even with a related exclusion', async () => {
    for (const path of [
      '/api/products/bavaglino-segretissimo',
      `/api/products/${draftId}`,
      '/api/products/bavaglino-segretissimo/images',
      `/api/products/${draftId}/images`,
    ]) {
      const res = await request(ctx.app).get(path).expect(404);
      expect(res.body.message, path).toBe('Prodotto non trovato');
    }
    const related = await request(ctx.app)
      .get(`/api/categories/accessori/products?exclude=${publishedId}`)
      .expect(200);
    expect(related.body).toEqual([]);
  });

  it('are listed for the admin, marked published: false, and can be published', async () => {
    const list = await request(ctx.app).get('/api/admin/products').set(admin).expect(200);
    const draft = list.body.find((p: { id: number }) => p.id === draftId);
    expect(adminProductSchema.parse(draft)).toMatchObject({ published: false, featured: true });
    expect(list.body.find((p: { id: number }) => p.id === publishedId).published).toBe(true);

    const { id: _id, createdAt: _c, updatedAt: _u, category: _cat, safetyMissing: _m, ...form } = draft;
    await request(ctx.app)
      .put(`/api/admin/products/${draftId}`)
      .set(admin)
      .send({ ...form, ...completeSafety('BAV-SEG'), published: true })
      .expect(200);
    await request(ctx.app).get('/api/products/bavaglino-segretissimo').expect(200);
    const sitemap = await request(ctx.app).get('/api/internal/sitemap').expect(200);
    expect(JSON.stringify(sitemap.body)).toContain('bavaglino-segretissimo');

    await request(ctx.app)
      .put(`/api/admin/products/${draftId}`)
      .set(admin)
      .send({ ...form, published: false })
      .expect(200);
    await request(ctx.app).get('/api/products/bavaglino-segretissimo').expect(404);
  });

  it('creates new products published unless the form says otherwise', async () => {
    const base = {
      name: 'Sacchetto nanna',
      slug: 'sacchetto-nanna',
      description: 'Sacchetto in cotone per il ciuccio.',
      image: '/uploads/sacchetto.webp',
      price: '',
      imageAlt: 'Sacchetto rosa',
      ...completeSafety('SAC-01'),
    };
    const published = await request(ctx.app).post('/api/admin/products').set(admin).send(base).expect(201);
    expect(published.body.published).toBe(true);
    const draft = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...base, slug: 'sacchetto-bozza', sku: '', published: false })
      .expect(201);
    expect(draft.body.published).toBe(false);
    await request(ctx.app).get('/api/products/sacchetto-bozza').expect(404);
    await request(ctx.app).get('/api/products/sacchetto-nanna').expect(200);
  });
});
