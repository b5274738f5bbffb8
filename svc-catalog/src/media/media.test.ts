import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMediaSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

describe('product media API', () => {
  let ctx: CatalogTestContext;
  let productId: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    productId = await ctx.addProduct({ slug: 'copertina', category: 'set-nascita' });
    await ctx.db('product_media').insert([
      { product_id: productId, image_url: '/uploads/c.webp', display_order: null, alt_text: 'C' },
      { product_id: productId, image_url: '/uploads/b.webp', display_order: 2, alt_text: 'B' },
      { product_id: productId, image_url: '/uploads/a.webp', display_order: 1, alt_text: 'A' },
      {
        product_id: productId,
        image_url: '/uploads/poster.webp',
        display_order: null,
        is_video: true,
        video_url: 'https://www.instagram.com/reel/C0dEmOVideo1/',
        alt_text: 'Video della copertina',
      },
    ]);
  });
  afterAll(() => ctx.close());

  it('lists media by display order, items without an order last', async () => {
    const res = await request(ctx.app).get(`/api/products/${productId}/images`).expect(200);
    expect(res.body.map((m: { imageUrl: string }) => m.imageUrl)).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
      '/uploads/c.webp',
      '/uploads/poster.webp',
    ]);
    for (const item of res.body) expect(productMediaSchema.parse(item)).toEqual(item);
    expect(res.body[3]).toMatchObject({
      isVideo: true,
      videoUrl: 'https://www.instagram.com/reel/C0dEmOVideo1/',
    });
    const bySlug = await request(ctx.app).get('/api/products/copertina/images').expect(200);
    expect(bySlug.body).toEqual(res.body);
  });

  it('answers 404 for an unknown product and 400 for a malformed one', async () => {
    await request(ctx.app).get('/api/products/9999/images').expect(404);
    await request(ctx.app).get('/api/products/a%20b/images').expect(400);
  });

  it('lets an admin add, edit and delete media items', async () => {
    const admin = gatewayHeaders();
    const created = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ imageUrl: '/uploads/d.webp', displayOrder: '', altText: 'Copertina piegata' })
      .expect(201);
    expect(created.body).toMatchObject({
      productId,
      imageUrl: '/uploads/d.webp',
      displayOrder: null,
      isVideo: false,
      altText: 'Copertina piegata',
    });

    const updated = await request(ctx.app)
      .put(`/api/admin/products/images/${created.body.id}`)
      .set(admin)
      .send({
        id: created.body.id,
        productId,
        imageUrl: '/uploads/d2.webp',
        displayOrder: 0,
        altText: 'Copertina aperta',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      imageUrl: '/uploads/d2.webp',
      displayOrder: 0,
      altText: 'Copertina aperta',
    });
    const list = await request(ctx.app).get(`/api/admin/products/${productId}/images`).set(admin).expect(200);
    expect(list.body[0].imageUrl).toBe('/uploads/d2.webp');

    await request(ctx.app).delete(`/api/admin/products/images/${created.body.id}`).set(admin).expect(204);
    await request(ctx.app).delete(`/api/admin/products/images/${created.body.id}`).set(admin).expect(404);
  });

  it('validates media input with the Italian messages of the form', async () => {
    const admin = gatewayHeaders();
    const noImage = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ imageUrl: '', altText: 'Foto' })
      .expect(400);
    expect(noImage.body.issues[0].message).toBe("L'URL dell'immagine è obbligatorio");
    const noAlt = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ imageUrl: '/uploads/p.webp', altText: '  ' })
      .expect(400);
    expect(noAlt.body.issues).toEqual([
      { path: ['altText'], message: "Descrivi l'immagine per chi non può vederla" },
    ]);
    const noVideo = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ imageUrl: '/uploads/p.webp', isVideo: true, altText: 'Video' })
      .expect(400);
    expect(noVideo.body.issues[0].message).toBe("L'URL del video Instagram è obbligatorio");
    await request(ctx.app)
      .post('/api/admin/products/9999/images')
      .set(admin)
      .send({ imageUrl: '/uploads/p.webp', altText: 'Foto' })
      .expect(404);
  });

  it('refuses media changes without the gateway identity', async () => {
    await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .send({ imageUrl: '/uploads/x.webp' })
      .expect(401);
    await request(ctx.app).delete('/api/admin/products/images/1').expect(401);
  });
});
