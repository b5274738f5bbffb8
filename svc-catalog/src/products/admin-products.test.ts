import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders, TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import {
  completeSafety,
  createCatalogTestContext,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();
const validProduct = {
  name: 'Cuscino nanna',
  slug: 'cuscino-nanna',
  description: 'Cuscino imbottito con federa sfoderabile.',
  shortDescription: '',
  image: '/uploads/cuscino.webp',
  categoryId: '',
  availability: 'Pezzo unico',
  price: '',
  isCustomizable: true,
  customizationPrice: '',
  imageAlt: 'Cuscino nanna azzurro con federa a pois',
  ...completeSafety('CUS-01'),
};

describe('admin products and categories API', () => {
  let ctx: CatalogTestContext;
  let existingId: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    existingId = await ctx.addProduct({ slug: 'bavaglino', category: 'accessori', short_description: null });
  });
  afterAll(() => ctx.close());

  it('refuses every admin route without the gateway identity headers', async () => {
    for (const path of [
      '/api/admin/products',
      `/api/admin/products/${existingId}`,
      '/api/admin/categories',
      '/api/admin/categories/1',
    ]) {
      const res = await request(ctx.app).get(path).expect(401);
      expect(res.body).toEqual({ message: 'Autenticazione richiesta', issues: [] });
    }
  });

  it('refuses forged identity headers that lack the shared gateway token', async () => {
    const forged = { ...admin, 'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN.replace(/.$/, 'x') };
    await request(ctx.app).get('/api/admin/products').set(forged).expect(401);
    await request(ctx.app).post('/api/admin/products').set(forged).send(validProduct).expect(401);
  });

  it('lists and reads products for the dashboard, with the stored short description', async () => {
    const list = await request(ctx.app).get('/api/admin/products').set(admin).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: existingId,
      shortDescription: null,
      createdAt: expect.any(String),
    });
    const one = await request(ctx.app).get(`/api/admin/products/${existingId}`).set(admin).expect(200);
    expect(one.body.category.slug).toBe('accessori');
    await request(ctx.app).get('/api/admin/products/9999').set(admin).expect(404);
    await request(ctx.app).get('/api/admin/products/abc').set(admin).expect(400);
  });

  it('creates a product, applying the form defaults', async () => {
    const res = await request(ctx.app).post('/api/admin/products').set(admin).send(validProduct).expect(201);
    expect(res.body).toMatchObject({
      slug: 'cuscino-nanna',
      price: null,
      categoryId: null,
      featured: false,
      isCustomizable: true,
      customizationPrice: '8.00',
      shortDescription: null,
    });
    const pub = await request(ctx.app).get('/api/products/cuscino-nanna').expect(200);
    expect(pub.body.shortDescription).toBe(validProduct.description);
  });

  it('answers 409 for a duplicate slug and 400 with Italian issues for bad input', async () => {
    const dup = await request(ctx.app).post('/api/admin/products').set(admin).send(validProduct).expect(409);
    expect(dup.body.message).toBe('Esiste già un prodotto con questo slug');
    const bad = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...validProduct, slug: 'altro-slug', name: 'ab', image: 'javascript:alert(1)' })
      .expect(400);
    const messages = bad.body.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('Il nome deve contenere almeno 3 caratteri');
    expect(messages).toContain(
      "L'immagine deve essere un URL valido o un percorso locale che inizia con /uploads/",
    );
    const badCategory = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...validProduct, slug: 'altro-slug', sku: 'ALT-01', categoryId: 9999 })
      .expect(400);
    expect(badCategory.body.issues[0].path).toEqual(['categoryId']);
    await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .set('Content-Type', 'text/plain')
      .send('x')
      .expect(415);
  });

  it('updates, toggles featured and deletes a product', async () => {
    const accessori = await ctx.categoryId('accessori');
    const updated = await request(ctx.app)
      .put(`/api/admin/products/${existingId}`)
      .set(admin)
      .send({
        ...validProduct,
        slug: 'bavaglino',
        sku: 'BAV-09',
        name: 'Bavaglino nuovo',
        price: '9.9',
        categoryId: accessori,
      })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Bavaglino nuovo', price: '9.90', categoryId: accessori });
    const featured = await request(ctx.app)
      .patch(`/api/admin/products/${existingId}`)
      .set(admin)
      .send({ featured: true })
      .expect(200);
    expect(featured.body.featured).toBe(true);
    const home = await request(ctx.app).get('/api/products/featured').expect(200);
    expect(home.body.map((p: { id: number }) => p.id)).toEqual([existingId]);
    await request(ctx.app)
      .patch(`/api/admin/products/${existingId}`)
      .set(admin)
      .send({ featured: 'yes' })
      .expect(400);
    await request(ctx.app).delete(`/api/admin/products/${existingId}`).set(admin).expect(204);
    await request(ctx.app).get(`/api/products/${existingId}`).expect(404);
    await request(ctx.app).delete(`/api/admin/products/${existingId}`).set(admin).expect(404);
  });

  it('manages categories; deleting one leaves its products without a category', async () => {
    const list = await request(ctx.app).get('/api/admin/categories').set(admin).expect(200);
    expect(list.body).toHaveLength(5);
    const created = await request(ctx.app)
      .post('/api/admin/categories')
      .set(admin)
      .send({ name: 'Estate', slug: 'estate', description: '', image: '' })
      .expect(201);
    expect(created.body).toMatchObject({ slug: 'estate', description: null, image: null });
    await request(ctx.app)
      .post('/api/admin/categories')
      .set(admin)
      .send({ name: 'Estate', slug: 'estate' })
      .expect(409);
    const one = await request(ctx.app).get(`/api/admin/categories/${created.body.id}`).set(admin).expect(200);
    expect(one.body.name).toBe('Estate');
    await request(ctx.app)
      .put(`/api/admin/categories/${created.body.id}`)
      .set(admin)
      .send({ name: 'Estate al mare', slug: 'estate', image: '/uploads/mare.webp' })
      .expect(200);

    const productId = await ctx.addProduct({ slug: 'cappellino', category: 'estate' });
    await request(ctx.app).delete(`/api/admin/categories/${created.body.id}`).set(admin).expect(204);
    const orphan = await request(ctx.app).get(`/api/products/${productId}`).expect(200);
    expect(orphan.body).toMatchObject({ categoryId: null, category: null });
    await request(ctx.app).get(`/api/admin/categories/${created.body.id}`).set(admin).expect(404);
  });
});
