// Two deployments on one Redis with different REDIS_NAMESPACE values never touch each other: a write and
// a restore in one leave the other's public caches as they were, sign-in limits and sessions stay apart,
// and so do the gateway's per-client counters. Each check also shows the effect inside the deployment
// that acted, so a name shared by mistake would fail it.
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRedis,
  createServicePublicReads,
  redisNames,
  type PublicReadCache,
  type Redis,
} from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisNamespace } from '@vetrina/service-kit/testing';
import { untilCountedInRedis } from '../../../gateway/src/test/counted-in-redis.ts';
import { startStubSystem, type StubSystem } from '../../../gateway/src/test/stub-system.ts';
import { ADMIN, startTestAuth, viaGateway, type TestAuth } from '../../../svc-auth/src/test/auth-test-app.ts';
import { publishDataRestored } from '../../../svc-backup/src/jobs/data-restored.ts';

const A = uniqueRedisNamespace('shop-a');
const B = uniqueRedisNamespace('shop-b');
const clients: Redis[] = [];
async function readyRedis(): Promise<Redis> {
  const redis = createRedis(TEST_REDIS_URL);
  clients.push(redis);
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}
afterAll(async () => {
  for (const redis of clients) {
    for (const namespace of [A, B]) {
      const keys = await redis.keys(`${namespace}:*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  }
});

/** A catalogue replica of one deployment, as svc-catalog's main.ts builds its cache, counting its reads. */
async function catalogueOf(namespace: string) {
  const cache: PublicReadCache = createServicePublicReads(
    'catalog',
    await readyRedis(),
    redisNames(namespace),
  );
  const data = { name: 'Bavaglino', reads: 0 };
  const app = express();
  app.get('/api/products', cache.serve, (_req, res) => {
    data.reads++;
    res.set('Cache-Control', 'public, no-cache').json({ name: data.name });
  });
  return { cache, data, read: async () => (await request(app).get('/api/products').expect(200)).body };
}

describe('two deployments on one Redis', () => {
  it("a write and a restore in one leave the other's public caches untouched", async () => {
    const a = await catalogueOf(A);
    const b = await catalogueOf(B);
    try {
      for (const shop of [a, b]) {
        await shop.read();
        await shop.read();
        expect(shop.data.reads, 'the second read came from memory').toBe(1);
      }
      // An admin write in A bumps A's catalogue version (what invalidateAfterWrites does).
      a.data.name = 'Bavaglino rosa';
      await a.cache.invalidate();
      expect((await a.read()).name).toBe('Bavaglino rosa');
      expect(a.data.reads).toBe(2);
      expect((await b.read()).name).toBe('Bavaglino');
      expect(b.data.reads, "B still answers from memory after A's write").toBe(1);

      // A restore in A: its data version moves and its channel empties A's caches at once.
      const publisher = await readyRedis();
      expect(a.cache.size).toBe(1);
      const sizeOfB = b.cache.size;
      await publishDataRestored(publisher, redisNames(A), 'shop-a', 'job-1');
      const deadline = Date.now() + 5000;
      while (a.cache.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(a.cache.size, "A's listener heard its restore").toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(b.cache.size, "B's listener heard nothing").toBe(sizeOfB);
      await b.read();
      expect(b.data.reads, "B's data version did not move").toBe(1);
      await a.read();
      expect(a.data.reads).toBe(3);
    } finally {
      await a.cache.close();
      await b.cache.close();
    }
  });

  describe('svc-auth', () => {
    let shopA: TestAuth;
    let shopB: TestAuth;
    beforeAll(async () => {
      [shopA, shopB] = await Promise.all([
        startTestAuth({ REDIS_NAMESPACE: A, LOGIN_MAX_FAILURES: '2' }),
        startTestAuth({ REDIS_NAMESPACE: B, LOGIN_MAX_FAILURES: '2' }),
      ]);
      await shopA.addUser(ADMIN.username, ADMIN.password);
      await shopB.addUser(ADMIN.username, ADMIN.password);
    });
    afterAll(async () => {
      await shopA?.close();
      await shopB?.close();
    });
    const attempt = (auth: TestAuth, password: string, ip: string) =>
      request(auth.app)
        .post('/api/admin/login')
        .set(viaGateway(ip))
        .send({ username: ADMIN.username, password });

    it("one deployment's sign-in limit never locks the same user and address out of the other", async () => {
      const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
      for (let i = 0; i < 3; i++) await attempt(shopA, 'password sbagliata', ip);
      expect((await attempt(shopA, ADMIN.password, ip)).status, 'A is locked').toBe(429);
      expect((await attempt(shopB, ADMIN.password, ip)).status, 'B is not').toBe(200);
    });

    it("sessions are kept under each deployment's own keys", async () => {
      const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
      await shopA.login(ADMIN.username, ADMIN.password, ip);
      expect(shopA.prefix).toBe(`${A}:auth:`);
      expect(shopB.prefix).toBe(`${B}:auth:`);
      const [user] = await shopA.db('auth.users').select('id');
      expect(await shopA.sessionCount(user.id)).toBeGreaterThan(0);
      const redis = await readyRedis();
      const keysOfB = await redis.keys(`${B}:auth:session:*`);
      const keysOfA = await redis.keys(`${A}:auth:session:*`);
      expect(keysOfA.length).toBeGreaterThan(0);
      // B's only session is the one its own successful sign-in above made.
      expect(keysOfB.length).toBeLessThanOrEqual(1);
      expect(keysOfB.some((key) => keysOfA.includes(key))).toBe(false);
    });
  });

  describe('the gateway', () => {
    const systems: StubSystem[] = [];
    afterAll(async () => {
      await Promise.all(systems.map((s) => s.close()));
    });
    const gatewayOf = async (namespace: string) => {
      const system = await startStubSystem({
        REDIS_URL: TEST_REDIS_URL,
        REDIS_NAMESPACE: namespace,
        RATE_LIMIT_READS_PER_MINUTE: '3',
        TRUST_PROXY: '127.0.0.1,::1',
      });
      systems.push(system);
      return system.app;
    };
    const read = (app: Express, client: string) =>
      request(app).get('/api/products').set('X-Forwarded-For', client);
    it("one deployment's per-client counters never spend the other's budget", async () => {
      const [a, b] = await Promise.all([gatewayOf(A), gatewayOf(B)]);
      const redis = await readyRedis();
      await untilCountedInRedis((probe) => read(a, probe), redis, A);
      await untilCountedInRedis((probe) => read(b, probe), redis, B);
      const client = `203.0.113.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await read(a, client)).status);
      expect(statuses.at(-1), 'A refuses the 4th read').toBe(429);
      expect((await read(b, client)).status, "B's budget is whole").not.toBe(429);
    });
  });
});
