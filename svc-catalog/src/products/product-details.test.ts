import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  completeSafety,
  createCatalogTestContext,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();
const form = {
  name: 'Copertina nanna',
  slug: 'copertina-nanna',
  description: 'Copertina in mussola di cotone, doppio strato.',
  image: '/uploads/copertina.webp',
  price: '30',
  imageAlt: 'Copertina azzurra piegata su una culla',
  leadTimeMinDays: 3,
  leadTimeMaxDays: 5,
  ...completeSafety('COP-01'),
};

describe('lead time and alternative text', () => {
  let ctx: CatalogTestContext;
  let id: number;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
  });
  afterAll(() => ctx.close());

  it('round-trips lead time and alt text through the admin and the public API', async () => {
    const created = await request(ctx.app).post('/api/admin/products').set(admin).send(form).expect(201);
    id = created.body.id;
    expect(created.body).toMatchObject({ imageAlt: form.imageAlt, leadTimeMinDays: 3, leadTimeMaxDays: 5 });
    const pub = await request(ctx.app).get('/api/products/copertina-nanna').expect(200);
    expect(productSchema.parse(pub.body)).toMatchObject({
      imageAlt: form.imageAlt,
      leadTimeMinDays: 3,
      leadTimeMaxDays: 5,
    });
    const list = await request(ctx.app).get('/api/products').expect(200);
    expect(list.body[0].imageAlt).toBe(form.imageAlt);

    const oneSided = await request(ctx.app)
      .put(`/api/admin/products/${id}`)
      .set(admin)
      .send({ ...form, leadTimeMinDays: '', leadTimeMaxDays: '7', imageAlt: '  Copertina aperta  ' })
      .expect(200);
    expect(oneSided.body).toMatchObject({
      imageAlt: 'Copertina aperta',
      leadTimeMinDays: null,
      leadTimeMaxDays: 7,
    });
    const cleared = await request(ctx.app)
      .put(`/api/admin/products/${id}`)
      .set(admin)
      .send({ ...form, leadTimeMinDays: null, leadTimeMaxDays: undefined })
      .expect(200);
    expect(cleared.body).toMatchObject({ leadTimeMinDays: null, leadTimeMaxDays: null });
  });

  it('refuses a missing alt text and out-of-range or reversed lead times with the form messages', async () => {
    const cases: [object, { path: string[]; message: string }][] = [
      [{ imageAlt: '   ' }, { path: ['imageAlt'], message: "Descrivi l'immagine per chi non può vederla" }],
      [{ imageAlt: undefined }, { path: ['imageAlt'], message: expect.any(String) }],
      [
        { leadTimeMinDays: 0 },
        { path: ['leadTimeMinDays'], message: 'Inserisci un numero di giorni lavorativi tra 1 e 365' },
      ],
      [
        { leadTimeMaxDays: 366 },
        { path: ['leadTimeMaxDays'], message: 'Inserisci un numero di giorni lavorativi tra 1 e 365' },
      ],
      [
        { leadTimeMinDays: 2.5 },
        { path: ['leadTimeMinDays'], message: 'Inserisci un numero di giorni lavorativi tra 1 e 365' },
      ],
      [
        { leadTimeMinDays: 'tre' },
        { path: ['leadTimeMinDays'], message: 'Inserisci un numero di giorni lavorativi tra 1 e 365' },
      ],
      [
        { leadTimeMinDays: 6, leadTimeMaxDays: 4 },
        { path: ['leadTimeMaxDays'], message: 'Il massimo non può essere inferiore al minimo' },
      ],
    ];
    for (const [change, issue] of cases) {
      const res = await request(ctx.app)
        .put(`/api/admin/products/${id}`)
        .set(admin)
        .send({ ...form, ...change })
        .expect(400);
      expect(res.body.issues, JSON.stringify(change)).toEqual([issue]);
    }
    const unchanged = await request(ctx.app).get(`/api/admin/products/${id}`).set(admin).expect(200);
    expect(unchanged.body).toMatchObject({ leadTimeMinDays: null, leadTimeMaxDays: null });
  });
});
