import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLogger,
  createRedis,
  createServicePublicReads,
  redisNames,
  type PublicReadCache,
} from '@vetrina/service-kit';
import { gatewayHeaders, TEST_REDIS_URL } from '@vetrina/service-kit/testing';
import { buildApp as buildCatalog } from '../../../svc-catalog/src/app.ts';
import {
  createCatalogTestContext,
  readTestMaker,
  TEST_PREVIEW_KEYS,
  type CatalogTestContext,
} from '../../../svc-catalog/src/test/catalog-test-context.ts';
import { buildApp as buildGateway } from '../app.ts';
import { TEST_TOKEN, testConfig } from '../test/test-config.ts';

// Two svc-catalog replicas and two gateways (each in front of one replica), all sharing PostgreSQL and
// Redis: a write through one must be visible at once through every other, never an older answer.
const COOKIE = 'vetrina_session=h7-cache-test';
const ORIGIN = 'http://localhost:8080';
const redisClients: ReturnType<typeof createRedis>[] = [];
const caches: PublicReadCache[] = [];
const servers: http.Server[] = [];
let ctx: CatalogTestContext;
let replicas: Express[];
let gateways: Express[];
let productId: number;
/** Requests that reached each gateway's catalog replica. */
const upstreamHits = [0, 0];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readyRedis() {
  const redis = createRedis(TEST_REDIS_URL);
  redisClients.push(redis);
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}

async function catalogReplica(): Promise<Express> {
  const publicReads = createServicePublicReads('catalog', await readyRedis(), redisNames());
  caches.push(publicReads);
  return buildCatalog({
    db: ctx.db,
    gatewayToken: TEST_TOKEN,
    photos: ctx.photos,
    previewKeys: TEST_PREVIEW_KEYS,
    readMaker: readTestMaker,
    publicReads,
  });
}

async function gatewayBefore(index: number, authUrl: string): Promise<Express> {
  const catalog = replicas[index]!;
  const app = buildGateway({
    config: testConfig({
      CATALOG_URL: await listen((req, res) => {
        upstreamHits[index]!++;
        catalog(req, res);
      }),
      AUTH_URL: authUrl,
      REDIS_URL: TEST_REDIS_URL,
      PUBLIC_URL: ORIGIN,
    }),
    logger: createLogger('gateway-test', 'silent'),
  });
  return app;
}

beforeAll(async () => {
  ctx = await createCatalogTestContext();
  productId = await ctx.addProduct({ slug: 'bavaglino-cache', name: 'Bavaglino', featured: false });
  await ctx.addProduct({ slug: 'altro-cache', name: 'Altro' });
  const authUrl = await listen((req, res) => {
    const ok = req.headers.cookie?.includes(COOKIE) && req.headers['x-vetrina-gateway-token'] === TEST_TOKEN;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { id: 1, username: 'admin', isAdmin: true } : { message: 'no' }));
  });
  replicas = [await catalogReplica(), await catalogReplica()];
  gateways = [await gatewayBefore(0, authUrl), await gatewayBefore(1, authUrl)];
}, 120_000);

afterAll(async () => {
  for (const cache of caches) await cache.close();
  for (const redis of redisClients) redis.disconnect();
  for (const server of servers) server.closeAllConnections?.();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await ctx?.close();
});

/** Reads a path through both gateways and both replicas, twice each (the second from memory). */
async function readEverywhere(path: string) {
  const answers = [];
  for (const app of [...gateways, ...replicas]) {
    for (let i = 0; i < 2; i++) answers.push(await request(app).get(path));
  }
  return answers;
}

const featuredSlugs = (res: request.Response) => (res.body as Array<{ slug: string }>).map((p) => p.slug);

describe('public read caches across replicas', () => {
  it('when a write passes through one gateway, then every gateway and replica answers it at once', async () => {
    for (const res of await readEverywhere('/api/products/featured')) {
      expect(featuredSlugs(res)).toEqual([]);
    }
    await servedFromMemory('/api/products/featured');

    await request(gateways[0]!)
      .patch(`/api/admin/products/${productId}`)
      .set({ cookie: COOKIE, origin: ORIGIN })
      .send({ featured: true })
      .expect(200);

    for (const res of await readEverywhere('/api/products/featured')) {
      expect(featuredSlugs(res)).toEqual(['bavaglino-cache']);
    }
  });

  it('when a write reaches a replica directly, then the gateways in front of the others answer it at once', async () => {
    await readEverywhere('/api/products/featured');
    await request(replicas[1]!)
      .patch(`/api/admin/products/${productId}`)
      .set(gatewayHeaders())
      .send({ featured: false })
      .expect(200);
    for (const res of await readEverywhere('/api/products/featured')) {
      expect(featuredSlugs(res)).toEqual([]);
    }
  });

  it('when a product is deleted, then no cache answers it any more', async () => {
    for (const res of await readEverywhere('/api/products/altro-cache')) expect(res.status).toBe(200);
    const altro = (await request(replicas[0]!).get('/api/products/altro-cache')).body as { id: number };
    await request(gateways[1]!)
      .delete(`/api/admin/products/${altro.id}`)
      .set({ cookie: COOKIE, origin: ORIGIN })
      .expect(204);
    for (const res of await readEverywhere('/api/products/altro-cache')) expect(res.status).toBe(404);
  });

  it('when a client holds the current ETag, then the gateway answers 304 from memory', async () => {
    const first = await request(gateways[0]!).get('/api/products/bavaglino-cache').expect(200);
    const again = await request(gateways[0]!)
      .get('/api/products/bavaglino-cache')
      .set('If-None-Match', first.headers['etag']!);
    expect(again.status).toBe(304);
  });
});

/** Every gateway and replica answers a repeated read from memory (the gateways' Redis connects in the background). */
async function servedFromMemory(path: string) {
  for (const [i, gateway] of gateways.entries()) {
    await expect
      .poll(async () => {
        const before = upstreamHits[i]!;
        await request(gateway).get(path).expect(200);
        return upstreamHits[i]! - before;
      })
      .toBe(0);
  }
  for (const cache of caches) expect(cache.size).toBeGreaterThan(0);
}
