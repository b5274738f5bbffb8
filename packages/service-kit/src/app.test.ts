import { describe, expect, it } from 'vitest';
import request from 'supertest';
import * as z from 'zod';
import { createApp } from './app.ts';
import { opsAppOf } from './ops-app.ts';
import { createLogger } from './logger.ts';
import { parse } from './validation.ts';
import { notFound } from './errors.ts';

function appWithRoutes() {
  return createApp({
    name: 'test',
    logger: createLogger('test', 'silent'),
    readiness: { db: async () => {}, redis: async () => Promise.reject(new Error('down')) },
    routes: (app) => {
      app.post(
        '/echo',
        (req, res) =>
          void res.json(parse(z.object({ name: z.string().min(2, 'Nome troppo corto') }).strict(), req.body)),
      );
      app.get('/missing', () => {
        throw notFound('Prodotto non trovato');
      });
      app.get('/db-down', () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
      app.get('/bug', () => {
        throw new Error('secret internal detail');
      });
    },
  });
}

describe('service app factory', () => {
  const app = appWithRoutes();

  it('when input is invalid, then it answers 400 with the Italian issue and its path', async () => {
    const res = await request(app).post('/echo').send({ name: 'a' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Dati non validi',
      issues: [{ path: ['name'], message: 'Nome troppo corto' }],
    });
  });

  it('when unknown keys are sent, then they are refused rather than silently stored', async () => {
    const res = await request(app).post('/echo').send({ name: 'Anna', isAdmin: true });
    expect(res.status).toBe(400);
  });

  it('when the body is malformed JSON, too large or not JSON, then it answers 400, 413 and 415', async () => {
    const bad = await request(app).post('/echo').set('content-type', 'application/json').send('{"name":');
    expect(bad.status).toBe(400);
    const big = await request(app)
      .post('/echo')
      .send({ name: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    const text = await request(app).post('/echo').set('content-type', 'text/plain').send('name=Anna');
    expect(text.status).toBe(415);
  });

  it('when a route is unknown or a resource missing, then it answers JSON 404', async () => {
    expect((await request(app).get('/nope')).status).toBe(404);
    const res = await request(app).get('/missing');
    expect(res.body).toEqual({ message: 'Prodotto non trovato', issues: [] });
  });

  it('when the database is unreachable, then it answers 503 with Retry-After', async () => {
    const res = await request(app).get('/db-down');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('when a bug throws, then the client gets a generic 500 without internals', async () => {
    const res = await request(app).get('/bug');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('echoes a valid request id', async () => {
    const res = await request(app).get('/nope').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('reports readiness per dependency and metrics on the operator surface only', async () => {
    const ops = opsAppOf(app);
    const res = await request(ops).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ db: 'ok', redis: 'down' });
    expect((await request(ops).get('/healthz')).status).toBe(200);
    await request(app).get('/nope');
    expect((await request(ops).get('/metrics')).text).toContain('http_request_duration_seconds');
    expect((await request(ops).get('/echo')).status).toBe(404);
  });

  it('answers 404 for /readyz and /metrics on the public listener, whoever asks', async () => {
    for (const path of ['/readyz', '/metrics']) {
      expect((await request(app).get(path)).status).toBe(404);
      expect((await request(app).get(path).set('x-forwarded-for', '10.0.0.1')).status).toBe(404);
    }
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('reports a dependency it can work without, staying ready while it is down', async () => {
    const tolerant = createApp({
      name: 'test',
      logger: createLogger('test', 'silent'),
      readiness: { db: async () => {} },
      reported: { redis: async () => Promise.reject(new Error('down')) },
      routes: () => {},
    });
    const res = await request(opsAppOf(tolerant)).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready', checks: { db: 'ok', redis: 'down' } });
  });
});
