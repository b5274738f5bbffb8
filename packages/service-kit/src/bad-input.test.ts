import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import * as z from 'zod';
import { createApp } from './app.ts';
import { createDb, type Db } from './db.ts';
import { TEST_DATABASE_URL } from './testing/index.ts';
import { parse } from './validation.ts';

/** Log lines at warn (40) and above, to prove which failures are reported as errors. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('one error path for bad input', () => {
  let db: Db;
  const { logger, lines } = capturingLogger();
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    db = createDb(TEST_DATABASE_URL, 'public', { min: 0, max: 2 });
    app = createApp({
      name: 'test',
      logger,
      routes: (router) => {
        router.get('/items/:id', (req, res) => void res.json({ id: req.params.id }));
        router.get('/search', (req, res) => void res.json({ q: req.query.q }));
        router.post('/echo', (req, res) => void res.json(parse(z.object({ name: z.string() }), req.body)));
        // Unvalidated on purpose: what reaches PostgreSQL when a schema misses a bound or a NUL.
        router.post('/unchecked', async (req, res) => {
          const body = req.body as { number: string; text: string };
          await db.raw('select ?::int as n, ?::text as t', [body.number, body.text]);
          res.json({ ok: true });
        });
      },
    });
  });
  afterAll(() => db.destroy());

  const expectError = (res: request.Response, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, issues: [] });
  };

  it('when the path holds malformed percent-encoding, then it answers 400 JSON before any route', async () => {
    for (const path of [
      '/items/%C0%AF',
      '/items/%ED%A0%80',
      '/items/%E0%A4%A',
      '/items/%FF',
      '/prodotti/%ED%A0%80',
    ])
      expectError(await request(app).get(path), 400, 'Indirizzo non valido');
  });

  it('when the path or the query holds NUL or another control character, then it answers 400', async () => {
    for (const path of [
      '/items/a%00b',
      '/search?q=%00',
      '/search?q=a%0Ab',
      '/search?%00=x',
      '/search?q=%C0%AF',
    ])
      expectError(await request(app).get(path), 400, 'Indirizzo non valido');
    // Well-formed escapes still work, '+' included.
    expect((await request(app).get('/search?q=perch%C3%A9+no').expect(200)).body).toEqual({ q: 'perché no' });
    expect((await request(app).get('/items/a%20b').expect(200)).body).toEqual({ id: 'a b' });
  });

  it('when a JSON body is compressed (br, gzip, deflate), garbage or not, then it answers 415', async () => {
    for (const encoding of ['br', 'gzip', 'deflate', 'x-unknown']) {
      const res = await request(app)
        .post('/echo')
        .set({ 'content-type': 'application/json', 'content-encoding': encoding })
        .send('\u0001garbage that is no compressed stream');
      expectError(res, 415, 'Codifica del contenuto non supportata');
    }
    const valid = await request(app)
      .post('/echo')
      .set({ 'content-type': 'application/json', 'content-encoding': 'gzip' })
      .send(gzipSync(JSON.stringify({ name: 'Anna' })));
    expectError(valid, 415, 'Codifica del contenuto non supportata');
    await request(app)
      .post('/echo')
      .set({ 'content-type': 'application/json', 'content-encoding': 'identity' })
      .send({ name: 'Anna' })
      .expect(200);
  });

  it('when a value PostgreSQL refuses slips past validation, then it answers 400, logged as a warning', async () => {
    const before = lines.length;
    const outOfRange = await request(app).post('/unchecked').send({ number: '99999999999', text: 'a' });
    expectError(outOfRange, 400, 'Dati non validi');
    const nul = await request(app).post('/unchecked').send({ number: '1', text: 'a\u0000b' });
    expectError(nul, 400, 'Dati non validi');
    const notANumber = await request(app).post('/unchecked').send({ number: '0x1', text: 'a' });
    expectError(notANumber, 400, 'Dati non validi');
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(logged.filter((l) => l.level === 40)).toHaveLength(3);
  });

  it('when the body is too large or malformed JSON, then it answers 413 and 400', async () => {
    expectError(
      await request(app)
        .post('/echo')
        .send({ name: 'x'.repeat(200_000) }),
      413,
      'Richiesta troppo grande',
    );
    expectError(
      await request(app).post('/echo').set('content-type', 'application/json').send('{"name":'),
      400,
      'JSON non valido',
    );
  });
});
