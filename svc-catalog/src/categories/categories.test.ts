import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryDetailSchema,
  categorySchema,
  FIXED_CATEGORIES,
  relatedProductSchema,
} from '@vetrina/contracts';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

describe('public categories API', () => {
  let ctx: CatalogTestContext;
  let giochiId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    giochiId = await ctx.categoryId('giochi');
    for (const [i, slug] of ['sonaglino', 'orsetto', 'libro-tattile'].entries()) {
      ids.push(
        await ctx.addProduct({
          slug,
          category: 'giochi',
          price: '16.00',
          created_at: new Date(Date.UTC(2025, 0, 10 - i)),
        }),
      );
    }
    await ctx.addProduct({ slug: 'bavaglino', category: 'accessori' });
  });
  afterAll(() => ctx.close());

  it('lists the five fixed categories in id order with Italian descriptions', async () => {
    const res = await request(ctx.app).get('/api/categories').expect(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(FIXED_CATEGORIES.map((c) => c.slug));
    for (const category of res.body) {
      expect(categorySchema.parse(category)).toEqual(category);
      expect(category.description.length).toBeGreaterThan(30);
    }
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('returns a category with its products, by slug or by id', async () => {
    const bySlug = await request(ctx.app).get('/api/categories/giochi').expect(200);
    expect(categoryDetailSchema.parse(bySlug.body)).toEqual(bySlug.body);
    expect(bySlug.body.category.name).toBe('Giochi');
    expect(bySlug.body.products.map((p: { slug: string }) => p.slug)).toEqual([
      'sonaglino',
      'orsetto',
      'libro-tattile',
    ]);
    expect(bySlug.body.products[0].category.slug).toBe('giochi');
    const byId = await request(ctx.app).get(`/api/categories/${giochiId}`).expect(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('returns an empty product list for a category without products', async () => {
    const res = await request(ctx.app).get('/api/categories/natale').expect(200);
    expect(res.body.products).toEqual([]);
  });

  it('answers 404 for unknown categories and 400 for malformed keys', async () => {
    const missing = await request(ctx.app).get('/api/categories/non-esiste').expect(404);
    expect(missing.body).toEqual({ message: 'Categoria non trovata', issues: [] });
    await request(ctx.app).get('/api/categories/9999').expect(404);
    await request(ctx.app).get('/api/categories/due%20parole').expect(400);
  });

  it('lists related product summaries, excluding the current product', async () => {
    const res = await request(ctx.app)
      .get(`/api/categories/${giochiId}/products?exclude=${ids[0]}`)
      .expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[2]]);
    expect(relatedProductSchema.strict().parse(res.body[0])).toEqual(res.body[0]);
    expect(res.body[0]).toMatchObject({ categoryId: giochiId, price: '16.00', availability: 'Disponibile' });
    const all = await request(ctx.app).get(`/api/categories/${giochiId}/products`).expect(200);
    expect(all.body).toHaveLength(3);
  });

  it('rejects a malformed exclude and answers 404 for an unknown category', async () => {
    const bad = await request(ctx.app).get(`/api/categories/${giochiId}/products?exclude=abc`).expect(400);
    expect(bad.body.issues[0].path).toEqual(['exclude']);
    await request(ctx.app).get(`/api/categories/${giochiId}/products?exclude=-1`).expect(400);
    await request(ctx.app).get('/api/categories/9999/products').expect(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await request(ctx.app).get('/api/categories/giochi').expect(200);
    await request(ctx.app)
      .get('/api/categories/giochi')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it('exposes slugs and update times for the sitemap', async () => {
    const res = await request(ctx.app).get('/api/internal/sitemap').expect(200);
    expect(res.body.categories).toHaveLength(5);
    expect(res.body.products).toHaveLength(4);
    expect(res.body.products[0]).toEqual({
      slug: 'sonaglino',
      name: 'sonaglino',
      image: '/uploads/sonaglino.webp',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("dates a category for the sitemap by the later of its own change and its newest published product's", async () => {
    await ctx.db('categories').update({ updated_at: new Date('2020-01-01T00:00:00Z') });
    await ctx
      .db('products')
      .where({ slug: 'orsetto' })
      .update({ updated_at: new Date('2030-01-02T00:00:00Z') });
    await ctx
      .db('categories')
      .where({ slug: 'natale' })
      .update({ updated_at: new Date('2021-05-06T00:00:00Z') });
    const { body } = await request(ctx.app).get('/api/internal/sitemap').expect(200);
    const dates = Object.fromEntries(
      (body.categories as { slug: string; updatedAt: string }[]).map((c) => [c.slug, c.updatedAt]),
    );
    expect(dates.giochi).toBe('2030-01-02T00:00:00.000Z');
    expect(dates.natale).toBe('2021-05-06T00:00:00.000Z');
  });
});
