import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import express from 'express';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { createRedis } from './redis.ts';
import { redisNames } from './redis-names.ts';
import {
  createPublicReadCache,
  createServicePublicReads,
  etagMatches,
  weakEtag,
  type PublicReadCache,
} from './public-read-cache.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './testing/index.ts';

const prefix = uniqueRedisPrefix('public-read-cache');
const channel = `${prefix}restored`;
const redisClients = [createRedis(TEST_REDIS_URL), createRedis(TEST_REDIS_URL), createRedis(TEST_REDIS_URL)];
const caches: PublicReadCache[] = [];

/** The "database" both replicas share, with a count of the reads that reached it. */
const store = { name: 'prima', reads: 0 };

function replica(redisIndex: number) {
  const cache = createPublicReadCache({
    redis: redisClients[redisIndex]!,
    versionKey: `${prefix}version`,
    invalidateChannels: [channel],
    bypassParams: ['anteprima'],
  });
  caches.push(cache);
  const app = createApp({
    name: 'test',
    logger: createLogger('test', 'silent'),
    routes: (a) => {
      a.use('/api/items', cache.serve);
      a.get('/api/items', (req, res) => {
        store.reads++;
        if (req.query.anteprima) res.set('Cache-Control', 'private, no-store');
        else res.set('Cache-Control', 'public, no-cache');
        res.json({ name: store.name, preview: Boolean(req.query.anteprima) });
      });
      a.get('/api/items/missing', (_req, res) => void res.status(404).json({ message: 'Non trovato' }));
      a.use('/api/admin', cache.invalidateAfterWrites);
      a.put('/api/admin/items', (req, res) => {
        store.name = String((req.body as { name: string }).name);
        res.json({ name: store.name });
      });
      a.put('/api/admin/refused', (_req, res) => void res.status(400).json({ message: 'no' }));
    },
  });
  return app;
}

const a = replica(0);
const b = replica(1);

beforeAll(async () => {
  await Promise.all(redisClients.map((r) => (r.status === 'ready' ? undefined : once(r, 'ready'))));
});

afterAll(async () => {
  for (const cache of caches) await cache.close();
  await redisClients[2]!.del(`${prefix}version`);
  for (const redis of redisClients) redis.disconnect();
});

describe('public read cache', () => {
  it('when a read repeats, then it is answered from memory with the same bytes, ETag and 304', async () => {
    const first = await request(a).get('/api/items');
    const readsAfterFirst = store.reads;
    const second = await request(a).get('/api/items');
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(store.reads).toBe(readsAfterFirst);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // The kit's security headers are still on a cached answer.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const revalidated = await request(a).get('/api/items').set('If-None-Match', first.headers['etag']!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('when a write succeeds on one replica, then the other answers the new data at once', async () => {
    await request(b).get('/api/items');
    expect((await request(b).get('/api/items')).body.name).toBe(store.name);
    const write = await request(a).put('/api/admin/items').send({ name: 'dopo' });
    expect(write.status).toBe(200);
    expect((await request(b).get('/api/items')).body.name).toBe('dopo');
    expect((await request(a).get('/api/items')).body.name).toBe('dopo');
  });

  it('when a write is refused, then the version stays and the cache keeps serving', async () => {
    await request(a).get('/api/items');
    const reads = store.reads;
    expect((await request(a).put('/api/admin/refused').send({})).status).toBe(400);
    await request(a).get('/api/items');
    expect(store.reads).toBe(reads);
  });

  it('when a preview or a private answer is read, then it is never stored nor served from memory', async () => {
    const reads = store.reads;
    const preview = await request(a).get('/api/items?anteprima=tok');
    expect(preview.body.preview).toBe(true);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    await request(a).get('/api/items?anteprima=tok');
    expect(store.reads).toBe(reads + 2);
    expect((await request(a).get('/api/items/missing')).status).toBe(404);
  });

  it('when a restore is announced, then every replica empties its cache', async () => {
    await request(a).get('/api/items');
    expect(caches[0]!.size).toBeGreaterThan(0);
    await redisClients[2]!.publish(channel, JSON.stringify({ at: Date.now() }));
    await expect.poll(() => caches[0]!.size + caches[1]!.size).toBe(0);
  });

  it('when Redis cannot be reached, then reads bypass the cache and still answer', async () => {
    const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null, lazyConnect: true });
    const cache = createPublicReadCache({ redis: down, versionKey: `${prefix}other` });
    const app = express();
    let reads = 0;
    app.get('/r', cache.serve, (_req, res) => void res.json({ reads: ++reads }));
    expect((await request(app).get('/r')).body.reads).toBe(1);
    expect((await request(app).get('/r')).body.reads).toBe(2);
    expect(cache.size).toBe(0);
    await cache.close();
    down.disconnect();
  });

  it("computes Express's weak ETag and matches If-None-Match lists", () => {
    const etag = weakEtag(Buffer.from('{"a":1}'));
    expect(etag).toMatch(/^W\/"7-/);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches('*', etag)).toBe(true);
  });

  describe('a service replica as main.ts creates it', () => {
    // Keys of this test's own (ioredis keyPrefix): its restore moves no other test's data version.
    const ownKeys = createRedis(TEST_REDIS_URL, { keyPrefix: uniqueRedisPrefix('service-reads') });
    const service = createServicePublicReads('catalog', ownKeys, redisNames());
    const catalogue = { name: 'Bavaglino', reads: 0 };
    const app = express();
    app.get('/api/products', service.serve, (req, res) => {
      catalogue.reads++;
      res.set('Cache-Control', 'public, no-cache').json({ name: catalogue.name, q: req.query.q ?? null });
    });
    afterAll(async () => {
      await service.close();
      ownKeys.disconnect();
    });
    const read = async (url: string) => {
      const res = await request(app).get(url).expect(200);
      return res.body as { name: string; q: string | null };
    };

    it('when a restore bumps the data version but its message never arrives, then the next read is the restored data', async () => {
      if (ownKeys.status !== 'ready') await once(ownKeys, 'ready');
      await read('/api/products');
      await read('/api/products');
      expect(catalogue.reads, 'served from memory').toBe(1);
      catalogue.name = 'Bavaglino dal backup';
      // What svc-backup's publishDataRestored does first; the DATA_RESTORED message is not sent here.
      await ownKeys.incr(redisNames().dataVersion);
      expect((await read('/api/products')).name).toBe('Bavaglino dal backup');
    });

    it('when a read carries tracking or unknown parameters, then it is the bare read’s entry', async () => {
      await read('/api/products?q=cuscino');
      const reads = catalogue.reads;
      const tracked = await read('/api/products?utm_source=ig&fbclid=IwAR1&q=cuscino&gclid=x&x=1');
      expect(tracked.q).toBe('cuscino');
      await read('/api/products?q=cuscino&utm_campaign=natale');
      expect(catalogue.reads).toBe(reads);
      await read('/api/products?q=bavaglino&fbclid=2');
      expect(catalogue.reads, 'a declared parameter is its own entry').toBe(reads + 1);
    });
  });
});
