import { once } from 'node:events';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@vetrina/service-kit';
import { TEST_REDIS_URL } from '@vetrina/service-kit/testing';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { untilCountedInRedis } from '../test/counted-in-redis.ts';
import { freshIPv4, freshIPv6, hex } from '../test/fresh-clients.ts';
import { loadGatewayConfig } from '../config.ts';
import { TEST_TOKEN, testConfig } from '../test/test-config.ts';
import { TOO_MANY_REQUESTS } from './rate-limit-answer.ts';
import { clientKeyOf } from './client-address.ts';

const READS = 5;
const WRITES = 3;
/** Small budgets; the test client (loopback) is a trusted proxy, so each test poses as its own client. */
const LIMITED = {
  RATE_LIMIT_READS_PER_MINUTE: String(READS),
  RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES),
  TRUST_PROXY: '127.0.0.1,::1',
};

const read = (app: Express, client: string, path = '/api/products') =>
  request(app).get(path).set('X-Forwarded-For', client);
const write = (app: Express, client: string) =>
  request(app)
    .post('/api/contact')
    .set('X-Forwarded-For', client)
    .send({ name: 'Giulia', email: 'giulia@example.it', message: 'Buongiorno' });

async function statuses(send: () => request.Test, times: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await send()).status);
  return answers;
}

const systems: StubSystem[] = [];
async function system(overrides: Record<string, string>): Promise<StubSystem> {
  const started = await startStubSystem({ ...LIMITED, ...overrides });
  systems.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(systems.map((s) => s.close()));
});

describe('per-client rate limits, counted in Redis', () => {
  let redis: Redis;
  let gateway: StubSystem;
  beforeAll(async () => {
    redis = createRedis(TEST_REDIS_URL);
    if (redis.status !== 'ready') await once(redis, 'ready');
    gateway = await system({ REDIS_URL: TEST_REDIS_URL });
    await untilCountedInRedis((probe) => read(gateway.app, probe), redis, 'vetrina');
  });
  afterAll(() => redis.disconnect());

  it('refuses a flooding address after its budget with an Italian 429 and Retry-After, and serves another address meanwhile', async () => {
    const flooder = freshIPv6();
    expect(await statuses(() => read(gateway.app, flooder), READS)).toEqual(Array(READS).fill(200));
    const reached = gateway.stubs.catalog.requests.length;

    const refused = await read(gateway.app, flooder);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.body).toEqual({ message: TOO_MANY_REQUESTS, issues: [] });
    // The window began with this flood: most of its minute is still to wait (never a token 1 s).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(30);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(gateway.stubs.catalog.requests.length, 'the refused request reached no service').toBe(reached);

    const page = await read(gateway.app, flooder, '/admin');
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain(TOO_MANY_REQUESTS);
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const neighbour = await read(gateway.app, freshIPv6());
    expect(neighbour.status).toBe(200);
    expect(neighbour.headers['ratelimit-policy']).toBe(`"reads";q=${READS};w=60`);
    expect(neighbour.headers.ratelimit).toMatch(new RegExp(`^"reads";r=${READS - 1};t=\\d+$`));
  });

  it('counts reads and writes against separate budgets', async () => {
    const writer = freshIPv6();
    expect(await statuses(() => write(gateway.app, writer), WRITES + 1)).toEqual([
      ...Array(WRITES).fill(200),
      429,
    ]);
    expect((await read(gateway.app, writer)).status, 'reads still served after the writes ran out').toBe(200);

    const reader = freshIPv6();
    expect(await statuses(() => read(gateway.app, reader), READS + 1)).toEqual([
      ...Array(READS).fill(200),
      429,
    ]);
    expect((await write(gateway.app, reader)).status, 'writes still served after the reads ran out').toBe(
      200,
    );
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4', async () => {
    const network = `2001:db8:${hex()}:${hex()}`;
    for (let i = 1; i <= READS; i++) expect((await read(gateway.app, `${network}::${i}`)).status).toBe(200);
    expect((await read(gateway.app, `${network}:ffff::1`)).status).toBe(429);
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe(clientKeyOf('203.0.113.9'));
    expect(clientKeyOf('203.0.113.9')).not.toBe(clientKeyOf('203.0.113.10'));
  });
});

describe('what is never limited', () => {
  it('health checks and static files, after the budget ran out', async () => {
    const { app } = await system({});
    const client = freshIPv4();
    await statuses(() => read(app, client), READS + 1);
    expect((await read(app, client)).status).toBe(429);
    for (const path of [
      '/healthz',
      '/remotes/storefront/remoteEntry.js',
      '/main.3f2a9c1d.js',
      '/favicon.svg',
    ])
      expect((await read(app, client, path)).status, path).toBe(200);
    for (const path of ['/sitemap.xml', '/robots.txt'])
      expect((await read(app, client, path)).status, `${path}: built by the gateway, counted`).toBe(429);
    expect((await read(app, client, '/api/products.json')).status, 'an API path is never a file').toBe(429);
  });

  it('the addresses and ranges of RATE_LIMIT_ALLOW (IPv4, IPv6, CIDR), including the loopback socket', async () => {
    const { app } = await system({
      RATE_LIMIT_ALLOW: ' 203.0.113.7, 2001:db8:aaaa::/48 ,10.20.0.0/16,127.0.0.1,::1',
      TRUST_PROXY: '',
    });
    const trusting = await system({
      RATE_LIMIT_ALLOW: '203.0.113.7,2001:db8:aaaa::/48,10.20.0.0/16',
    });
    for (const client of ['203.0.113.7', '2001:db8:aaaa:1::5', '10.20.3.4']) {
      const answers = await statuses(() => read(trusting.app, client), READS * 2);
      expect(answers, client).toEqual(Array(READS * 2).fill(200));
      expect((await write(trusting.app, client)).headers['ratelimit-policy'], client).toBeUndefined();
    }
    for (const client of ['203.0.113.8', '2001:db8:aaab::1', '10.21.0.1'])
      expect((await statuses(() => read(trusting.app, client), READS + 1)).at(-1), client).toBe(429);
    // supertest connects from the loopback socket (often as ::ffff:127.0.0.1), as the e2e suite does.
    const loopback = await statuses(() => request(app).get('/api/products'), READS * 2);
    expect(loopback).toEqual(Array(READS * 2).fill(200));
  });
});

describe('when Redis is down', () => {
  it("counts in the replica's memory: the flood is still refused and nothing answers 500", async () => {
    const { app } = await system({ REDIS_URL: 'redis://127.0.0.1:1' });
    const client = freshIPv4();
    const reads = await statuses(() => read(app, client), READS + 2);
    expect(reads).toEqual([...Array(READS).fill(200), 429, 429]);
    const writes = await statuses(() => write(app, client), WRITES + 1);
    expect(writes).toEqual([...Array(WRITES).fill(200), 429]);
    expect((await read(app, freshIPv4())).status).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses a RATE_LIMIT_ALLOW entry that is no address or CIDR range, naming the variable', () => {
    for (const bad of [
      '127.0.0.1,localhost',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      '1.2.3',
    ])
      expect(() => testConfig({ RATE_LIMIT_ALLOW: bad }), bad).toThrow(/RATE_LIMIT_ALLOW/);
    expect(testConfig({ RATE_LIMIT_ALLOW: '' }).RATE_LIMIT_ALLOW).toEqual([]);
    expect(testConfig({ RATE_LIMIT_ALLOW: '10.0.0.1/32,0.0.0.0/0,::1/128' }).RATE_LIMIT_ALLOW).toHaveLength(
      3,
    );
    expect(testConfig({ RATE_LIMIT_ALLOW: '127.0.0.1, ::1,,10.0.0.0/8' }).RATE_LIMIT_ALLOW).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
  });

  it('limits everyone by default: 600 reads, 60 writes and 1200 photos per client and minute, no address allowed', () => {
    const config = loadGatewayConfig({ GATEWAY_TOKEN: TEST_TOKEN });
    expect([
      config.RATE_LIMIT_READS_PER_MINUTE,
      config.RATE_LIMIT_WRITES_PER_MINUTE,
      config.RATE_LIMIT_PHOTOS_PER_MINUTE,
    ]).toEqual([600, 60, 1200]);
    expect(config.TRUST_PROXY).toEqual([]);
    expect(config.RATE_LIMIT_ALLOW).toEqual([]);
    expect(() => testConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
  });
});
