import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();

describe('media order in one request', () => {
  let ctx: CatalogTestContext;
  let productId: number;
  let otherMediaId: number;
  let ids: number[];

  const orderOf = async () =>
    (await request(ctx.app).get(`/api/products/${productId}/images`).expect(200)).body.map(
      (m: { id: number; displayOrder: number }) => [m.id, m.displayOrder],
    );

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    productId = await ctx.addProduct({ slug: 'set-nanna' });
    const otherId = await ctx.addProduct({ slug: 'altro' });
    const rows = await ctx
      .db('product_media')
      .insert(
        ['a', 'b', 'c'].map((n, i) => ({
          product_id: productId,
          image_url: `/uploads/${n}.webp`,
          display_order: i === 2 ? null : i + 1,
          alt_text: n,
        })),
      )
      .returning('id');
    ids = rows.map((r: { id: number }) => r.id);
    [{ id: otherMediaId }] = await ctx
      .db('product_media')
      .insert({ product_id: otherId, image_url: '/uploads/o.webp', alt_text: 'o' })
      .returning('id');
  });
  afterAll(() => ctx.close());

  it('saves the new order as display orders 1..n and answers the list in that order', async () => {
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    const res = await request(ctx.app)
      .put(`/api/admin/products/${productId}/images/order`)
      .set(admin)
      .send({ ids: wanted })
      .expect(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual(wanted);
    expect(res.body.map((m: { displayOrder: number }) => m.displayOrder)).toEqual([1, 2, 3]);
    expect(await orderOf()).toEqual([
      [wanted[0], 1],
      [wanted[1], 2],
      [wanted[2], 3],
    ]);
  });

  it('refuses a partial, foreign, repeated or malformed list and changes nothing', async () => {
    const before = await orderOf();
    const bad: [unknown, number][] = [
      [{ ids: [ids[0], ids[1]] }, 400],
      [{ ids: [ids[0], ids[1], otherMediaId] }, 400],
      [{ ids: [ids[0], ids[1], ids[2], otherMediaId] }, 400],
      [{ ids: [ids[0], ids[0], ids[1]] }, 400],
      [{ ids: [ids[0], ids[1], 999_999] }, 400],
      [{ ids: [] }, 400],
      [{ ids: ['a'] }, 400],
      [{ order: ids }, 400],
    ];
    for (const [body, status] of bad) {
      const res = await request(ctx.app)
        .put(`/api/admin/products/${productId}/images/order`)
        .set(admin)
        .send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe('Ordine non valido');
    }
    await request(ctx.app)
      .put('/api/admin/products/999999/images/order')
      .set(admin)
      .send({ ids })
      .expect(404);
    await request(ctx.app).put(`/api/admin/products/${productId}/images/order`).send({ ids }).expect(401);
    expect(await orderOf()).toEqual(before);
  });
});
