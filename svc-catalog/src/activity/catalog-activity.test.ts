import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, type ActivityEntry } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  completeSafety,
  createCatalogTestContext,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';

const maker = gatewayHeaders({ id: 7, username: 'sarta', isAdmin: true });
const helper = gatewayHeaders({ id: 8, username: 'aiutante', isAdmin: false });

const product = {
  name: 'Bavaglino personalizzato con nome',
  slug: 'bavaglino-nome',
  description: 'Bavaglino in cotone con il nome ricamato.',
  image: '/uploads/bavaglino.webp',
  imageAlt: 'Bavaglino azzurro con nome ricamato',
  availability: 'Su ordinazione',
  price: '12.50',
  isCustomizable: true,
  ...completeSafety('BAV-NOME'),
};

describe('svc-catalog activity log', () => {
  let ctx: CatalogTestContext;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
  });
  afterAll(() => ctx.close());

  const latest = async (count = 1): Promise<ActivityEntry[]> => {
    const res = await request(ctx.app).get(`/internal/activity?limit=${count}`).set(maker).expect(200);
    return activityPageSchema.parse(res.body).items;
  };
  const total = async () => Number((await ctx.db('activity').count({ n: '*' }))[0]!.n);

  it('records a product’s creation, edits, featured toggle and deletion with who and which fields', async () => {
    const created = await request(ctx.app).post('/api/admin/products').set(maker).send(product).expect(201);
    const id = created.body.id as number;
    const href = `/admin/prodotti/${id}`;
    expect(await latest()).toEqual([
      {
        id: expect.stringMatching(/^catalog:\d+$/),
        at: expect.any(String),
        kind: 'product',
        action: 'created',
        username: 'sarta',
        item: { id: String(id), label: product.name, href },
        summary: 'Nuovo prodotto',
      },
    ]);

    // 12.5 is the same price as the stored 12.50: only the description changed.
    await request(ctx.app)
      .put(`/api/admin/products/${id}`)
      .set(helper)
      .send({ ...product, price: '12.5', description: 'Bavaglino in spugna con il nome ricamato.' })
      .expect(200);
    expect(await latest()).toMatchObject([
      { action: 'updated', username: 'aiutante', summary: 'Modificati: descrizione', item: { href } },
    ]);

    await request(ctx.app).patch(`/api/admin/products/${id}`).set(maker).send({ featured: true }).expect(200);
    expect((await latest())[0]).toMatchObject({ action: 'updated', summary: 'Messo in evidenza' });

    await request(ctx.app).delete(`/api/admin/products/${id}`).set(maker).expect(204);
    const entries = await latest(4);
    expect(entries.map((e) => [e.action, e.item?.href])).toEqual([
      ['deleted', null],
      ['updated', null],
      ['updated', null],
      ['created', null],
    ]);
    expect(entries[0]!.summary).toBe('Prodotto eliminato');
  });

  it('records nothing when the change fails (same transaction)', async () => {
    const before = await total();
    const taken = await ctx.addProduct({ slug: 'preso' });
    await request(ctx.app)
      .post('/api/admin/products')
      .set(maker)
      .send({ ...product, slug: 'preso' })
      .expect(409);
    await request(ctx.app)
      .put(`/api/admin/products/${taken}`)
      .set(maker)
      .send({ ...product, categoryId: 99999 })
      .expect(400);
    await request(ctx.app).delete('/api/admin/products/99999').set(maker).expect(404);
    expect(await total()).toBe(before);
  });

  it('records gallery changes as photos of the product, which keeps its links', async () => {
    const productId = await ctx.addProduct({ slug: 'copertina', name: 'Copertina' });
    const photo = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(maker)
      .send({ imageUrl: '/uploads/a.webp', altText: 'Copertina piegata' })
      .expect(201);
    const second = await request(ctx.app)
      .post(`/api/admin/products/${productId}/images`)
      .set(maker)
      .send({ imageUrl: '/uploads/b.webp', altText: 'Copertina aperta' })
      .expect(201);
    await request(ctx.app)
      .put(`/api/admin/products/${productId}/images/order`)
      .set(maker)
      .send({ ids: [second.body.id, photo.body.id] })
      .expect(200);
    await request(ctx.app)
      .put(`/api/admin/products/images/${photo.body.id}`)
      .set(maker)
      .send({ imageUrl: '/uploads/a.webp', altText: 'Copertina piegata sul letto', displayOrder: 2 })
      .expect(200);
    await request(ctx.app).delete(`/api/admin/products/images/${second.body.id}`).set(maker).expect(204);
    const href = `/admin/prodotti/${productId}`;
    expect((await latest(5)).map((e) => [e.kind, e.action, e.summary, e.item?.label, e.item?.href])).toEqual([
      ['media', 'deleted', 'Foto eliminata', 'Copertina', href],
      ['media', 'updated', 'Foto modificata: testo alternativo', 'Copertina', href],
      ['media', 'reordered', 'Nuovo ordine della galleria', 'Copertina', href],
      ['media', 'uploaded', 'Foto aggiunta', 'Copertina', href],
      ['media', 'uploaded', 'Foto aggiunta', 'Copertina', href],
    ]);
  });

  it('records categories', async () => {
    const created = await request(ctx.app)
      .post('/api/admin/categories')
      .set(maker)
      .send({ name: 'Estate', slug: 'estate' })
      .expect(201);
    await request(ctx.app)
      .put(`/api/admin/categories/${created.body.id}`)
      .set(maker)
      .send({ name: 'Estate al mare', slug: 'estate', image: '/uploads/mare.webp' })
      .expect(200);
    await request(ctx.app).delete(`/api/admin/categories/${created.body.id}`).set(maker).expect(204);
    expect((await latest(3)).map((e) => [e.kind, e.action, e.summary, e.item?.label, e.item?.href])).toEqual([
      ['category', 'deleted', 'Categoria eliminata', 'Estate al mare', null],
      ['category', 'updated', 'Modificati: nome, immagine', 'Estate al mare', null],
      ['category', 'created', 'Nuova categoria', 'Estate', null],
    ]);
  });

  it('lists its page for administrators only, behind the gateway token', async () => {
    await request(ctx.app).get('/internal/activity').expect(401);
    await request(ctx.app).get('/internal/activity').set(helper).expect(403);
    const bad = await request(ctx.app).get('/internal/activity?kind=everything').set(maker).expect(400);
    expect(bad.body).toMatchObject({ message: 'Parametri non validi', issues: [expect.any(Object)] });
    const page = await request(ctx.app)
      .get('/internal/activity?kind=category&user=sarta')
      .set(maker)
      .expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.items.map((e: ActivityEntry) => e.kind)).toEqual(['category', 'category', 'category']);
  });
});
