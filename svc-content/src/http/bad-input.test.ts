import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, INVALID_ID_MESSAGE } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { contentTestAppSuite, type ContentTestApp } from '../test/content-test-app.ts';

const admin = gatewayHeaders();
const testimonial = { name: 'Giulia', content: 'Un lavoro bellissimo, grazie!', rating: 5 };

type Issue = { path: (string | number)[]; message: string };
const issuesOf = (res: request.Response) =>
  Object.fromEntries((res.body.issues as Issue[]).map((i) => [i.path.join('.'), i.message]));

describe('svc-content under bad input: 4xx with {message, issues}, never 500', () => {
  let db: Db;
  let app: ContentTestApp['app'];
  contentTestAppSuite((system) => ({ db, app } = system));

  it('refuses NUL and control characters in every testimonial text field, in Italian', async () => {
    for (const field of ['name', 'content', 'initials', 'childName', 'childAge']) {
      const res = await request(app)
        .post('/api/admin/testimonials')
        .set(admin)
        .send({ ...testimonial, [field]: field === 'content' ? 'Un lavoro\u0000 bellissimo' : 'Te\u0000st' });
      expect({ field, status: res.status, body: res.body }).toEqual({
        field,
        status: 400,
        body: {
          message: 'Dati non validi',
          issues: [{ path: [field], message: CONTROL_CHARACTERS_MESSAGE }],
        },
      });
    }
    const bell = await request(app)
      .put('/api/admin/testimonials/1')
      .set(admin)
      .send({ ...testimonial, name: 'Giulia\u001b[31m' });
    expect(bell.status).toBe(400);
    expect(issuesOf(bell)).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
    await request(app)
      .post('/api/admin/testimonials')
      .set(admin)
      .send({ ...testimonial, content: 'Prima riga\nseconda riga, grazie!' })
      .expect(201);
  });

  it('refuses a NUL in any field of the contact form with its Italian message, storing nothing', async () => {
    const res = await request(app).post('/api/contact').send({
      name: 'Giulia\u0000',
      email: 'giulia@example.it',
      subject: 'Oggetto\u0000',
      message: 'Un messaggio\u0000 abbastanza lungo',
      securityAnswer: '5\u0000',
      questionIndex: 0,
      formToken: 'token\u0000',
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
      subject: CONTROL_CHARACTERS_MESSAGE,
      message: CONTROL_CHARACTERS_MESSAGE,
      securityAnswer: CONTROL_CHARACTERS_MESSAGE,
      formToken: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(await db('contact_messages').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers 400 to ids that are not strict decimals within PostgreSQL integers', async () => {
    for (const [method, base] of [
      ['get', '/api/admin/testimonials'],
      ['delete', '/api/admin/testimonials'],
      ['patch', '/api/admin/messages'],
      ['post', '/api/admin/messages'],
    ] as const) {
      for (const id of ['0x1', '%201', '1e0', '007', '99999999999']) {
        const path = method === 'post' ? `${base}/${id}/release` : `${base}/${id}`;
        const res = await request(app)[method](path).set(admin).send({ read: true });
        expect({ method, path, status: res.status, body: res.body }).toEqual({
          method,
          path,
          status: 400,
          body: { message: 'Parametro non valido', issues: [{ path: [], message: INVALID_ID_MESSAGE }] },
        });
      }
    }
  });

  it('answers malformed URLs with 400 and compressed bodies, even on the contact form, with 415', async () => {
    for (const path of [
      '/api/testimonials?x=%00',
      '/api/admin/testimonials/%C0%AF',
      '/api/contact/%ED%A0%80',
    ]) {
      const res = await request(app).get(path).set(admin);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { message: 'Indirizzo non valido', issues: [] },
      });
    }
    for (const path of ['/api/contact', '/api/admin/testimonials']) {
      const res = await request(app)
        .post(path)
        .set(admin)
        .set({ 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .send('garbage, not gzip');
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 415,
        body: { message: 'Codifica del contenuto non supportata', issues: [] },
      });
    }
  });
});
