// Counting off the request's path (issue 29 item 7): replicas count in memory and share through Redis
// every SYNC_INTERVAL_MS, so a budget may be overshot by at most R × ceil(budget / SLICE_DIVISOR).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisNamespace } from '@vetrina/service-kit/testing';
import { countingRedis } from '../test/counting-redis.ts';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import {
  createSharedCounter,
  SLICE_DIVISOR,
  SYNC_INTERVAL_MS,
  type SharedCounter,
} from './rate-limit-counter.ts';

const WINDOW_MS = 60_000;
const prefix = uniqueRedisNamespace('rate-limit-replicas');
let redis: Redis;
const systems: StubSystem[] = [];

beforeAll(async () => {
  redis = createRedis(TEST_REDIS_URL);
  if (redis.status !== 'ready') await once(redis, 'ready');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await Promise.all(systems.map((s) => s.close()));
});

const replicas = (n: number, points: number, keyPrefix: string, client = redis) =>
  Array.from({ length: n }, () =>
    createSharedCounter({ points, windowMs: WINDOW_MS, redis: client, keyPrefix }),
  );

async function admitted(counters: SharedCounter[], key: string, requests: number): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: requests }, (_, i) => counters[i % counters.length]!.consume(key)),
  );
  return answers.filter((answer) => answer.allowed).length;
}

describe('counting shared by replicas, off the request path', () => {
  it('a concurrent flood over three replicas is served at most R × slice over its budget, never under it', async () => {
    const points = 100;
    const slice = Math.ceil(points / SLICE_DIVISOR);
    const counters = replicas(3, points, `${prefix}:flood`);
    const served = await admitted(counters, 'client', 600);
    expect(served).toBeGreaterThanOrEqual(points);
    expect(served).toBeLessThanOrEqual(points + 3 * slice);
    await Promise.all(counters.map((c) => c.sync()));
    expect(await admitted(counters, 'client', 30), 'once synced, every replica refuses').toBe(0);
    expect(Number(await redis.get(`${prefix}:flood:client`))).toBe(served);
    expect(await redis.pttl(`${prefix}:flood:client`)).toBeGreaterThan(WINDOW_MS - 5000);
  });

  it('sequential requests spread over two replicas: the budget holds within one slice per replica', async () => {
    const points = 40;
    const counters = replicas(2, points, `${prefix}:alternate`);
    let served = 0;
    for (let i = 0; i < points * 2; i++) if ((await counters[i % 2]!.consume('client')).allowed) served++;
    expect(served).toBeGreaterThanOrEqual(points);
    expect(served).toBeLessThanOrEqual(points + 2 * Math.ceil(points / SLICE_DIVISOR));
    await sleep(SYNC_INTERVAL_MS * 3);
    expect((await counters[0]!.consume('client')).allowed).toBe(false);
    expect((await counters[1]!.consume('client')).allowed).toBe(false);
  });

  it('costs one round trip per slice of a busy client, not one per request', async () => {
    const { counted, trips } = countingRedis(redis);
    const [counter] = replicas(1, 10_000, `${prefix}:trips`, counted as Redis);
    for (let i = 0; i < 2000; i++) expect((await counter!.consume('busy')).allowed).toBe(true);
    // 2000 requests with a slice of 500: four waits at most, plus the timer's syncs during the loop.
    expect(trips.count).toBeLessThan(2000 / 100);
    await counter!.sync();
    expect(Number(await redis.get(`${prefix}:trips:busy`))).toBe(2000);
  });

  it('answers from memory while Redis is away, and counts what it served once Redis is back', async () => {
    const down = createRedis('redis://127.0.0.1:1', { lazyConnect: false, commandTimeout: 250 });
    down.on('error', () => {});
    const counter = createSharedCounter({ points: 5, windowMs: WINDOW_MS, redis: down, keyPrefix: 'unused' });
    const answers = await Promise.all(Array.from({ length: 7 }, () => counter.consume('client')));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(answers[5]!.firstRefusal).toBe(true);
    expect(answers[6]!.firstRefusal).toBe(false);
    expect(answers[0]!.remaining).toBe(4);
    down.disconnect();
  });
});

describe('two gateway replicas on one Redis', () => {
  it('share a client’s count: after a sync both refuse it, and the overshoot stays within one slice each', async () => {
    const budget = 6;
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_NAMESPACE: prefix,
      RATE_LIMIT_READS_PER_MINUTE: String(budget),
      TRUST_PROXY: '127.0.0.1,::1',
    };
    const gateways = [await startStubSystem(env), await startStubSystem(env)];
    systems.push(...gateways);
    await sleep(SYNC_INTERVAL_MS * 3);
    const client = `2001:db8:${randomUUID().slice(0, 4)}::1`;
    const read = (i: number) =>
      request(gateways[i % 2]!.app)
        .get('/api/products')
        .set('X-Forwarded-For', client);
    let served = 0;
    for (let i = 0; i < budget * 2; i++) if ((await read(i)).status === 200) served++;
    expect(served).toBeGreaterThanOrEqual(budget);
    expect(served).toBeLessThanOrEqual(budget + 2 * Math.ceil(budget / SLICE_DIVISOR));
    await sleep(SYNC_INTERVAL_MS * 3);
    expect((await read(0)).status).toBe(429);
    expect((await read(1)).status).toBe(429);
  });
});
