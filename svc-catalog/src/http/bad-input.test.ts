import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_ID_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DISPLAY_ORDER_MESSAGE,
  IMAGE_MESSAGE,
  INSTAGRAM_URL_MESSAGE,
  INVALID_ID_MESSAGE,
} from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();
const product = {
  name: 'Cuscino nanna',
  slug: 'cuscino-nanna',
  description: 'Cuscino imbottito con federa sfoderabile.',
  image: '/uploads/cuscino.webp',
  price: '',
  imageAlt: 'Cuscino nanna azzurro',
  // A draft: these tests are about the fields' validation, not about what publishing needs.
  published: false,
};
const media = { imageUrl: '/uploads/dettaglio.webp', altText: 'Dettaglio del ricamo' };

type Issue = { path: (string | number)[]; message: string };
const issuesOf = (res: request.Response) =>
  Object.fromEntries((res.body.issues as Issue[]).map((i) => [i.path.join('.'), i.message]));

describe('svc-catalog under bad input: 4xx with {message, issues}, never 500', () => {
  let ctx: CatalogTestContext;
  let productId: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    productId = await ctx.addProduct({ slug: 'bavaglino' });
  });
  afterAll(() => ctx.close());

  it('answers 400 to malformed percent-encoding and NUL in the path or the query', async () => {
    for (const path of [
      '/api/products/%C0%AF',
      '/api/products/%ED%A0%80',
      '/api/products?q=%00',
      '/api/products?q=a%00b',
      '/api/products?category=%00',
      '/api/categories/%00',
      '/api/products/bavaglino%00/images',
    ]) {
      const res = await request(ctx.app).get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { message: 'Indirizzo non valido', issues: [] },
      });
    }
  });

  it('resolves ids only in strict decimal form: 0x1, " 1", 1e0, 007 and int4 overflows are refused', async () => {
    for (const id of ['0x1', '%201', '1e0', '007', '-1', '0', '1.0', '2147483648', '99999999999']) {
      const res = await request(ctx.app).get(`/api/admin/products/${id}`).set(admin);
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 400,
        body: { message: 'Parametro non valido', issues: [{ path: [], message: INVALID_ID_MESSAGE }] },
      });
    }
    await request(ctx.app).get(`/api/admin/products/${productId}`).set(admin).expect(200);
    // Public reads take ids or slugs: a slug-shaped '0x1' or '1e0' is an unknown slug, never product 1.
    for (const key of ['0x1', '1e0']) await request(ctx.app).get(`/api/products/${key}`).expect(404);
    for (const key of ['%201', '007', '2147483648']) {
      const res = await request(ctx.app).get(`/api/products/${key}`);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
    }
    const exclude = await request(ctx.app).get('/api/categories/accessori/products?exclude=0x1');
    expect(exclude.status).toBe(400);
  });

  it('refuses NUL and other control characters in every text field of products and categories', async () => {
    for (const field of [
      'name',
      'slug',
      'description',
      'shortDescription',
      'availability',
      'imageAlt',
      'careInstructions',
      'warnings',
    ]) {
      const res = await request(ctx.app)
        .post('/api/admin/products')
        .set(admin)
        .send({ ...product, [field]: `Testo${'\u0000'}con NUL abbastanza lungo` });
      expect({ field, status: res.status, issues: issuesOf(res) }).toEqual({
        field,
        status: 400,
        issues: { [field]: CONTROL_CHARACTERS_MESSAGE },
      });
    }
    const bell = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...product, name: 'Cuscino\u0007' });
    expect(issuesOf(bell)).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
    // Descriptions keep their line breaks and tabs.
    await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...product, description: 'Prima riga\nseconda riga\tcon tab.' })
      .expect(201);
    const category = await request(ctx.app)
      .post('/api/admin/categories')
      .set(admin)
      .send({ name: 'Nuova\u0000', slug: 'nuova', description: 'Descrizione\u0000' });
    expect(category.status).toBe(400);
    expect(issuesOf(category)).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
      description: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it('bounds categoryId and displayOrder to PostgreSQL integers', async () => {
    for (const categoryId of [99999999999, '99999999999', 2147483648, -1, 1.5]) {
      const res = await request(ctx.app)
        .post('/api/admin/products')
        .set(admin)
        .send({ ...product, slug: 'altro', categoryId });
      expect({ categoryId, status: res.status, issues: issuesOf(res) }).toEqual({
        categoryId,
        status: 400,
        issues: { categoryId: CATEGORY_ID_MESSAGE },
      });
    }
    for (const displayOrder of [99999999999, '99999999999', -2147483649, 'abc', 1.5]) {
      const res = await request(ctx.app)
        .post(`/api/admin/products/${productId}/images`)
        .set(admin)
        .send({ ...media, displayOrder });
      expect({ displayOrder, status: res.status, issues: issuesOf(res) }).toEqual({
        displayOrder,
        status: 400,
        issues: { displayOrder: DISPLAY_ORDER_MESSAGE },
      });
    }
    const order = await request(ctx.app)
      .put(`/api/admin/products/${productId}/images/order`)
      .set(admin)
      .send({ ids: [99999999999] });
    expect(order.status).toBe(400);
    await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ ...media, displayOrder: 2147483647 })
      .expect(201);
  });

  it('accepts only uploaded files or http(s) URLs for media, and only Instagram for videos', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http:foo',
      'ftp://x.it/a.jpg',
    ]) {
      const res = await request(ctx.app)
        .post(`/api/admin/products/${productId}/images`)
        .set(admin)
        .send({ ...media, imageUrl });
      expect({ imageUrl, status: res.status, issues: issuesOf(res) }).toEqual({
        imageUrl,
        status: 400,
        issues: { imageUrl: IMAGE_MESSAGE },
      });
    }
    for (const videoUrl of [
      'javascript:alert(1)',
      'https://evil.example/reel/x',
      'https://instagram.com.evil.example/reel/x',
      'https://evilinstagram.com/reel/x',
    ]) {
      const res = await request(ctx.app)
        .post(`/api/admin/products/${productId}/images`)
        .set(admin)
        .send({ ...media, isVideo: true, videoUrl });
      expect({ videoUrl, status: res.status, issues: issuesOf(res) }).toEqual({
        videoUrl,
        status: 400,
        issues: { videoUrl: INSTAGRAM_URL_MESSAGE },
      });
    }
    const video = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ ...media, isVideo: true, videoUrl: 'https://www.instagram.com/reel/C0dEmOVideo1/' })
      .expect(201);
    expect(video.body.videoUrl).toBe('https://www.instagram.com/reel/C0dEmOVideo1/');
    await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(admin)
      .send({ ...media, imageUrl: 'https://cdn.example.it/foto.jpg' })
      .expect(201);
  });

  it('answers compressed or garbage bodies with 415/400 and oversized ones with 413', async () => {
    const compressed = await request(ctx.app)
      .post('/api/admin/categories')
      .set(admin)
      .set({ 'content-type': 'application/json', 'content-encoding': 'br' })
      .send('\u00ff\u00fe not brotli at all');
    expect(compressed.status).toBe(415);
    expect(compressed.body).toEqual({ message: 'Codifica del contenuto non supportata', issues: [] });
    const garbage = await request(ctx.app)
      .post('/api/admin/categories')
      .set(admin)
      .set('content-type', 'application/json')
      .send('{"name": "x",');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ message: 'JSON non valido', issues: [] });
    const big = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...product, description: 'x'.repeat(300_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Richiesta troppo grande', issues: [] });
  });
});
