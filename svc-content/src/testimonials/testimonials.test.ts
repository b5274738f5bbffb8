import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testimonialSchema } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { seedDemoData } from '../demo/seed-demo.ts';
import { SCHEMA } from '../migrations/index.ts';
import { contentTestAppSuite, type ContentTestApp } from '../test/content-test-app.ts';

const admin = gatewayHeaders();

describe('testimonials API', () => {
  let db: Db;
  let app: ContentTestApp['app'];
  contentTestAppSuite((system) => ({ db, app } = system));

  it('creates its tables inside the content schema only', async () => {
    const { rows } = await db.raw<{ rows: { table_schema: string; table_name: string }[] }>(
      `select table_schema, table_name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(rows.every((r) => r.table_schema === SCHEMA)).toBe(true);
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['testimonials', 'contact_messages']),
    );
    await expect(db('testimonials').insert({ name: 'x', content: 'x', rating: 6 })).rejects.toThrow(/check/);
  });

  it('answers an empty list before any testimonial exists', async () => {
    expect((await request(app).get('/api/testimonials').expect(200)).body).toEqual([]);
  });

  it('loads the demo testimonials once, newest first, in the public shape', async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const res = await request(app).get('/api/testimonials').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    for (const t of res.body) expect(testimonialSchema.strict().parse(t)).toEqual(t);
    expect(res.body[0]).toMatchObject({ name: 'Giulia Rossi', childName: 'Tommaso', childAge: '3 anni' });
    expect(res.body.some((t: { childName: string | null }) => t.childName === null)).toBe(true);
    expect(res.body.every((t: { rating: number }) => t.rating >= 4)).toBe(true); // In the activity log once, as the system's: no invented admin entries.
    expect(await db('activity').select('kind', 'username', 'summary')).toEqual([
      {
        kind: 'testimonial',
        username: null,
        summary: `Testimonianze di esempio caricate: ${res.body.length}`,
      },
    ]);
  });

  it('carries a weak ETag and is revalidated on every use, answering 304 when unchanged', async () => {
    const first = await request(app).get('/api/testimonials').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^W\//);
    await request(app).get('/api/testimonials').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('refuses admin routes without the gateway identity', async () => {
    await request(app).get('/api/admin/testimonials').expect(401);
    await request(app).get('/api/admin/testimonials/1').expect(401);
    await request(app).post('/api/admin/testimonials').send({ name: 'Anna' }).expect(401);
  });

  it('lists and reads testimonials for the admin', async () => {
    const list = await request(app).get('/api/admin/testimonials').set(admin).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body[0]).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String) });
    const one = await request(app).get(`/api/admin/testimonials/${list.body[0].id}`).set(admin).expect(200);
    expect(one.body.name).toBe(list.body[0].name);
    await request(app).get('/api/admin/testimonials/9999').set(admin).expect(404);
    await request(app).get('/api/admin/testimonials/abc').set(admin).expect(400);
  });

  it('creates, updates and deletes a testimonial, empty optional fields becoming null', async () => {
    const created = await request(app)
      .post('/api/admin/testimonials')
      .set(admin)
      .send({
        name: 'Anna Verdi',
        content: 'Lavoro splendido, grazie!',
        rating: '5',
        initials: '',
        childName: '',
        childAge: '',
      })
      .expect(201);
    expect(created.body).toMatchObject({ rating: 5, initials: null, childName: null, childAge: null });
    const pub = await request(app).get('/api/testimonials').expect(200);
    expect(pub.body[0].name).toBe('Anna Verdi');

    const updated = await request(app)
      .put(`/api/admin/testimonials/${created.body.id}`)
      .set(admin)
      .send({
        name: 'Anna Verdi',
        content: 'Lavoro splendido, grazie!',
        rating: 4,
        childName: 'Luca',
        childAge: '2 anni',
      })
      .expect(200);
    expect(updated.body).toMatchObject({ rating: 4, childName: 'Luca', childAge: '2 anni' });

    await request(app).delete(`/api/admin/testimonials/${created.body.id}`).set(admin).expect(204);
    await request(app).delete(`/api/admin/testimonials/${created.body.id}`).set(admin).expect(404);
  });

  it('validates testimonial input with the Italian messages of the form', async () => {
    const res = await request(app)
      .post('/api/admin/testimonials')
      .set(admin)
      .send({
        name: 'A',
        content: 'corto',
        rating: 6,
        initials: 'TROPPE',
        childName: 'x'.repeat(51),
        childAge: 'x'.repeat(21),
      })
      .expect(400);
    const byField = Object.fromEntries(
      res.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]),
    );
    expect(byField).toEqual({
      name: 'Il nome deve essere di almeno 2 caratteri.',
      content: 'Il contenuto deve essere di almeno 10 caratteri.',
      rating: 'La valutazione deve essere tra 1 e 5 stelle.',
      initials: 'Le iniziali possono avere al massimo 5 caratteri.',
      childName: 'Il nome del bambino può avere al massimo 50 caratteri.',
      childAge: "L'età del bambino può avere al massimo 20 caratteri.",
    });
  });

  it('answers missing, mistyped and unknown fields in Italian too', async () => {
    for (const body of [{}, { rating: 'cinque' }, { rating: 0 }, { rating: 4.5 }, { rating: '' }]) {
      const res = await request(app).post('/api/admin/testimonials').set(admin).send(body).expect(400);
      const messages = res.body.issues.map((i: { message: string }) => i.message);
      expect(messages).toContain('La valutazione deve essere tra 1 e 5 stelle.');
      expect(messages.join(' ')).not.toMatch(/expected|Invalid|Too (big|small)/);
    }
    const extra = await request(app)
      .post('/api/admin/testimonials')
      .set(admin)
      .send({ name: 'Anna Verdi', content: 'Lavoro splendido, grazie!', rating: 5, isAdmin: true })
      .expect(400);
    expect(extra.body.issues).toEqual([{ path: [], message: 'Campo non previsto' }]);
  });
});
