import { once } from 'node:events';
import express, { type RequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from './redis.ts';
import {
  batchedReader,
  createPublicReadCache,
  etagMatches,
  sendCached,
  uncachedPublicReads,
  weakEtag,
  type PublicReadCache,
  type PublicReadCacheOptions,
} from './public-read-cache.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './testing/index.ts';

const redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
const caches: PublicReadCache[] = [];
beforeAll(async () => {
  if (redis.status !== 'ready') await once(redis, 'ready');
});
afterAll(async () => {
  for (const cache of caches) await cache.close();
  redis.disconnect();
});

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, messages: () => lines.map((line) => line.msg) };
}

function cacheOn(options: Partial<PublicReadCacheOptions> = {}) {
  const cache = createPublicReadCache({
    redis,
    versionKey: `${uniqueRedisPrefix('edges')}version`,
    ...options,
  });
  caches.push(cache);
  return cache;
}

/** A public read route behind the cache, counting the reads that reach it. */
function readApp(cache: PublicReadCache, answer: RequestHandler) {
  const app = express();
  let reads = 0;
  app.get(/.*/, cache.serve, (req, res, next) => {
    reads++;
    answer(req, res, next);
  });
  return { app, reads: () => reads };
}

describe('ETags', () => {
  it("are Express's weak ETags, the empty body's included", () => {
    expect(weakEtag(Buffer.alloc(0))).toBe('W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"');
    expect(weakEtag(Buffer.from('{"a":1}'))).toMatch(/^W\/"7-[\w+/]{27}"$/);
  });

  it('match weakly, a list entry or a padded `*`, never a tag that only contains the same text', () => {
    const etag = 'W/"7-abc"';
    expect(etagMatches('"7-abc"', etag)).toBe(true);
    expect(etagMatches(' * ', etag)).toBe(true);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"7-aW/bc"', 'W/"7-abc"')).toBe(false);
    expect(etagMatches('"7-ab"', 'W/"7-aW/b"')).toBe(false);
  });

  it('answer 304 with the ETag and the entry’s Cache-Control only', async () => {
    const answer = (cacheControl?: string) => ({
      status: 200,
      headers: {
        'content-type': 'application/json',
        ...(cacheControl ? { 'cache-control': cacheControl } : {}),
      },
      body: Buffer.from('{}'),
      etag: 'W/"2-x"',
    });
    const app = express().get('/:cc', (req, res) => {
      sendCached(
        res,
        answer(req.params.cc === 'none' ? undefined : 'public, no-cache'),
        req.get('if-none-match'),
      );
    });
    const withPolicy = await request(app).get('/yes').set('If-None-Match', 'W/"2-x"');
    expect(withPolicy.status).toBe(304);
    expect(withPolicy.headers.etag).toBe('W/"2-x"');
    expect(withPolicy.headers['cache-control']).toBe('public, no-cache');
    const without = await request(app).get('/none').set('If-None-Match', 'W/"2-x"');
    expect(without.headers['cache-control']).toBeUndefined();
    expect(without.headers['content-type']).toBeUndefined();
  });
});

describe('what the cache stores', () => {
  it('keeps a public answer’s policy headers, and nothing else the route set', async () => {
    const cache = cacheOn();
    const { app, reads } = readApp(cache, (_req, res) => {
      res.set({
        'Cache-Control': 'public, no-cache',
        Vary: 'Accept-Language',
        'X-Robots-Tag': 'noindex',
        'Content-Language': 'it',
        'X-Request-Note': 'once',
      });
      res.json({ ok: true });
    });
    await request(app).get('/api/x');
    const cached = await request(app).get('/api/x');
    expect(reads()).toBe(1);
    expect(cached.headers).toMatchObject({
      'cache-control': 'public, no-cache',
      vary: 'Accept-Language',
      'x-robots-tag': 'noindex',
      'content-language': 'it',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(cached.headers['x-request-note']).toBeUndefined();
    const revalidated = await request(app).get('/api/x').set('If-None-Match', cached.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it('stores an answer without a Cache-Control, and an undefined body as JSON null', async () => {
    const cache = cacheOn();
    const { app, reads } = readApp(cache, (_req, res) => void res.json(undefined));
    await request(app).get('/api/nothing');
    const again = await request(app).get('/api/nothing');
    expect(reads()).toBe(1);
    expect(again.text).toBe('null');
  });

  it('never stores a private or no-store answer', async () => {
    for (const policy of ['private, max-age=60', 'no-store']) {
      const cache = cacheOn();
      const { app, reads } = readApp(cache, (_req, res) => void res.set('Cache-Control', policy).json({}));
      await request(app).get('/api/mine');
      await request(app).get('/api/mine');
      expect(reads(), policy).toBe(2);
    }
  });

  it('evicts the oldest entry beyond maxEntries, never for a key it already holds', async () => {
    const cache = cacheOn({ maxEntries: 2 });
    const answer = { status: 200, headers: {}, body: Buffer.from('1') };
    cache.store('a', 'v', answer);
    cache.store('b', 'v', answer);
    cache.store('b', 'v', answer);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', 'v')).toBeDefined();
    cache.store('c', 'v', answer);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', 'v')).toBeUndefined();
    expect(cache.lookup('b', 'v')).toBeDefined();
    expect(cache.lookup('c', 'v')).toBeDefined();
    expect(cache.lookup('c', 'other version')).toBeUndefined();
  });

  it('holds 500 entries by default', () => {
    const cache = cacheOn();
    for (let i = 0; i <= 500; i++)
      cache.store(`k${i}`, 'v', { status: 200, headers: {}, body: Buffer.from('') });
    expect(cache.size).toBe(500);
    expect(cache.lookup('k0', 'v')).toBeUndefined();
  });
});

describe('which reads the cache serves', () => {
  it('lets a read carrying any bypass parameter through, whatever else the URL holds', async () => {
    const cache = cacheOn({ bypassParams: ['anteprima', 'token'] });
    const { app, reads } = readApp(cache, (_req, res) => void res.json({}));
    for (const url of ['/api/p?anteprima=x', '/api/p?x=1&anteprima', '/api/p?token=t']) {
      const before = reads();
      await request(app).get(url);
      await request(app).get(url);
      expect(reads() - before, url).toBe(2);
    }
    for (const url of ['/api/p', '/api/p?x=anteprima', '/api/p?q=1']) {
      const before = reads();
      await request(app).get(url);
      await request(app).get(url);
      expect(reads() - before, url).toBe(1);
    }
  });

  it('serves only GET: a HEAD goes to the route', async () => {
    const cache = cacheOn();
    const app = express();
    let reads = 0;
    app.use(cache.serve, (_req, res) => void res.json({ reads: ++reads }));
    await request(app).get('/api/h');
    await request(app).head('/api/h');
    expect(reads).toBe(2);
  });

  it('reads its version from every watched key, each missing one as 0, its own key once', async () => {
    const prefix = uniqueRedisPrefix('edges');
    const cache = cacheOn({ versionKey: `${prefix}own`, watchKeys: [`${prefix}own`, `${prefix}other`] });
    expect(await cache.freshVersion()).toBe('0.0');
    await redis.incr(`${prefix}other`);
    expect(await cache.freshVersion()).toBe('0.1');
    await cache.invalidate();
    expect(await cache.freshVersion()).toBe('1.1');
  });
});

describe('version reads', () => {
  /** A read that settles when the test says, recording when each one was sent. */
  function controlledRead() {
    const sent: Array<(value: number) => void> = [];
    const read = () => new Promise<number>((resolve) => sent.push(resolve));
    return { read, sent };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('are shared by the callers of one turn, sent after it', async () => {
    const { read, sent } = controlledRead();
    const reader = batchedReader(read);
    const [a, b] = [reader(), reader()];
    expect(sent).toHaveLength(0);
    await turn();
    expect(sent).toHaveLength(1);
    sent[0]!(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
  });

  it('are one at a time: callers while one is in flight share the next, sent once it settles', async () => {
    const { read, sent } = controlledRead();
    const reader = batchedReader(read);
    const first = reader();
    await turn();
    const later = [reader(), reader()];
    await turn();
    const latest = reader();
    await turn();
    expect(sent).toHaveLength(1);
    sent[0]!(1);
    expect(await first).toBe(1);
    await turn();
    expect(sent).toHaveLength(2);
    sent[1]!(2);
    expect(await Promise.all([...later, latest])).toEqual([2, 2, 2]);
    // Nothing in flight any more: the next caller's read is sent after its own turn.
    const again = reader();
    await turn();
    expect(sent).toHaveLength(3);
    sent[2]!(3);
    expect(await again).toBe(3);
  });

  it('send the next read at the end of the turn the last one settled in, shared by that turn’s callers', async () => {
    const { read, sent } = controlledRead();
    const reader = batchedReader(read);
    void reader();
    await turn();
    const waiting = reader();
    sent[0]!(1);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // Asked in the turn the answer came in, after it: the same read as the caller already waiting.
    const sameTurn = reader();
    expect(sent).toHaveLength(1);
    await turn();
    expect(sent).toHaveLength(2);
    sent[1]!(2);
    expect(await Promise.all([waiting, sameTurn])).toEqual([2, 2]);
  });

  it('send the next read after a failed one too', async () => {
    let calls = 0;
    const reader = batchedReader(() =>
      ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(5),
    );
    const failed = reader().catch((error: Error) => error.message);
    await turn();
    const next = reader();
    expect(await failed).toBe('down');
    expect(await next).toBe(5);
    expect(calls).toBe(2);
  });
});

describe('writes', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'a successful %s bumps the version once, before the answer',
    async (method) => {
      const cache = cacheOn();
      const app = express();
      app.use(cache.invalidateAfterWrites, (_req, res) => {
        res.write('{"a":');
        res.write('1}');
        res.end();
      });
      const before = await cache.freshVersion();
      const res = await request(app)[method.toLowerCase() as 'post']('/api/admin/x');
      expect(res.text).toBe('{"a":1}');
      expect(Number(await cache.freshVersion())).toBe(Number(before) + 1);
    },
  );

  it('leaves the version alone for a read, a redirect or a refused write', async () => {
    const cache = cacheOn();
    const app = express();
    app.use(
      cache.invalidateAfterWrites,
      (req, res) => void res.status(Number(req.query.status ?? 200)).end(),
    );
    const before = await cache.freshVersion();
    await request(app).get('/api/admin/x');
    await request(app).post('/api/admin/x?status=300');
    await request(app).post('/api/admin/x?status=400');
    expect(await cache.freshVersion()).toBe(before);
  });

  it('without Redis the app neither caches nor holds writes back', async () => {
    const app = express();
    let reads = 0;
    app.get('/api/r', uncachedPublicReads.serve, (_req, res) => void res.json({ reads: ++reads }));
    app.post('/api/w', uncachedPublicReads.invalidateAfterWrites, (_req, res) => void res.json({ ok: true }));
    await request(app).get('/api/r');
    expect((await request(app).get('/api/r')).body.reads).toBe(2);
    expect((await request(app).post('/api/w')).body).toEqual({ ok: true });
  });
});

describe('when Redis fails', () => {
  /** The shared client, whose MGET and INCR fail while `failing` is set. */
  function flaky() {
    const state = { failing: true };
    const client = new Proxy(redis, {
      get(target, property, receiver) {
        if ((property === 'mget' || property === 'incr') && state.failing)
          return () => Promise.reject(new Error('Connection is closed.'));
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Redis;
    return { client, state };
  }

  it('bypasses the cache, empties it, says so once, and once when it can read again', async () => {
    const { client, state } = flaky();
    const { logger, messages } = capturedLogger();
    const cache = cacheOn({ redis: client, logger });
    state.failing = false;
    cache.store('x', (await cache.freshVersion())!, { status: 200, headers: {}, body: Buffer.from('') });
    state.failing = true;
    expect(await cache.freshVersion()).toBeUndefined();
    expect(cache.size).toBe(0);
    await cache.freshVersion();
    state.failing = false;
    expect(await cache.freshVersion()).toMatch(/^\d+$/);
    await cache.freshVersion();
    expect(messages()).toEqual(['public read cache: bypassed', 'public read cache: version readable again']);
  });

  it('gives up on a version read after readTimeoutMs', async () => {
    const slow = new Proxy(redis, {
      get(target, property, receiver) {
        if (property === 'mget') return () => new Promise(() => {});
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Redis;
    const cache = cacheOn({ redis: slow, readTimeoutMs: 50 });
    const started = Date.now();
    expect(await cache.freshVersion()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers a write whose version bump failed, and logs it', async () => {
    const { client } = flaky();
    const { logger, messages } = capturedLogger();
    const cache = cacheOn({ redis: client, logger });
    const app = express();
    app.use(cache.invalidateAfterWrites, (_req, res) => void res.json({ saved: true }));
    expect((await request(app).put('/api/admin/x')).body).toEqual({ saved: true });
    expect(messages()).toContain('public read cache: version not bumped');
  });
});
