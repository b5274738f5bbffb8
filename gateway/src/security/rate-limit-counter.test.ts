// One shared counter (rate-limit-counter.ts) on the real Redis: its window, what it sends and when, and how
// far one replica may run ahead of Redis. rate-limit-replicas.test.ts covers several replicas under load.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisNamespace } from '@vetrina/service-kit/testing';
import { countingRedis } from '../test/counting-redis.ts';
import { createSharedCounter, SLICE_DIVISOR, SYNC_INTERVAL_MS } from './rate-limit-counter.ts';

const WINDOW_MS = 60_000;
const prefix = uniqueRedisNamespace('rate-limit-counter');
let redis: Redis;

beforeAll(async () => {
  redis = createRedis(TEST_REDIS_URL);
  if (redis.status !== 'ready') await once(redis, 'ready');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

/** A key prefix of its own per test, and a clock the test moves. */
function setting() {
  const clock = { ms: Date.now() };
  return { keyPrefix: `${prefix}:${randomUUID()}`, clock, now: () => clock.ms };
}

describe("a replica's own window", () => {
  it('refuses until the window has passed, then serves a full budget again', async () => {
    const { clock, now, keyPrefix } = setting();
    const counter = createSharedCounter({ points: 3, windowMs: WINDOW_MS, keyPrefix, now });
    const allowed = async (n: number) => {
      const answers = [];
      for (let i = 0; i < n; i++) answers.push((await counter.consume('client')).allowed);
      return answers;
    };
    expect(await allowed(4)).toEqual([true, true, true, false]);
    clock.ms += WINDOW_MS - 1;
    const last = await counter.consume('client');
    expect(last).toMatchObject({ allowed: false, msBeforeReset: 1, firstRefusal: false });
    clock.ms += 1;
    const fresh = await counter.consume('client');
    expect(fresh).toMatchObject({
      allowed: true,
      remaining: 2,
      msBeforeReset: WINDOW_MS,
      firstRefusal: false,
    });
    expect(await allowed(3)).toEqual([true, true, false]);
  });
});

describe('what a replica sends to Redis', () => {
  it('counts made in a window that has passed are dropped, never added to the next window', async () => {
    const { clock, now, keyPrefix } = setting();
    const counter = createSharedCounter({ points: 100, windowMs: WINDOW_MS, redis, keyPrefix, now });
    // Within one slice: answered from memory, nothing awaited, so no timer's sync runs in between.
    for (let i = 0; i < 3; i++) await counter.consume('client');
    clock.ms += WINDOW_MS;
    await counter.sync();
    expect(await redis.exists(`${keyPrefix}:client`)).toBe(0);
  });

  it('sends a lone request on the timer, and nothing for a client with nothing new', async () => {
    const { counted, trips } = countingRedis(redis);
    const { keyPrefix } = setting();
    const counter = createSharedCounter({ points: 100, windowMs: WINDOW_MS, redis: counted, keyPrefix });
    await counter.consume('client');
    await sleep(SYNC_INTERVAL_MS * 3);
    expect(Number(await redis.get(`${keyPrefix}:client`)), 'sent without another request').toBe(1);
    expect(trips.count).toBe(1);
    await counter.sync();
    await sleep(SYNC_INTERVAL_MS * 2);
    expect(trips.count, 'an idle client costs no round trip').toBe(1);
  });

  it('refuses a client at its budget from memory, without a round trip, even before its counts are sent', async () => {
    const { counted, trips } = countingRedis(redis);
    const { keyPrefix } = setting();
    const counter = createSharedCounter({ points: 1, windowMs: WINDOW_MS, redis: counted, keyPrefix });
    // Both answered from memory (nothing awaited in between, so no timer's sync either).
    expect((await counter.consume('client')).allowed).toBe(true);
    expect(await counter.consume('client')).toMatchObject({
      allowed: false,
      remaining: 0,
      firstRefusal: true,
    });
    expect(trips.count).toBe(0);
  });

  it("a key Redis refuses to count spoils no other key's sync: each count reaches Redis once", async () => {
    const { keyPrefix } = setting();
    // Something else holds the first client's key: its INCRBY fails, the second client's succeeds.
    await redis.set(`${keyPrefix}:spoilt`, 'not a number', 'PX', WINDOW_MS);
    const counter = createSharedCounter({ points: 100, windowMs: WINDOW_MS, redis, keyPrefix });
    await counter.consume('spoilt');
    await counter.consume('client');
    await counter.sync();
    await counter.sync();
    expect(Number(await redis.get(`${keyPrefix}:client`))).toBe(1);
    expect(await redis.get(`${keyPrefix}:spoilt`)).toBe('not a number');
  });

  it("takes the shared window's end from Redis, not from its own first count", async () => {
    const { keyPrefix } = setting();
    // Another replica's window, started 50 s ago: 10 s left.
    await redis.set(`${keyPrefix}:client`, 1, 'PX', 10_000);
    const counter = createSharedCounter({ points: 100, windowMs: WINDOW_MS, redis, keyPrefix });
    expect((await counter.consume('client')).msBeforeReset).toBeGreaterThan(WINDOW_MS - 1000);
    await counter.sync();
    const after = await counter.consume('client');
    expect(after.msBeforeReset).toBeLessThanOrEqual(10_000);
    expect(after.msBeforeReset).toBeGreaterThan(5_000);
    expect(after.remaining, 'the other replica’s count and both of this one').toBe(100 - 3);
  });
});

describe('how far a replica runs ahead of Redis', () => {
  it('serves a client it has not heard of exactly one slice before it asks Redis', async () => {
    const { keyPrefix } = setting();
    const points = 40;
    const slice = Math.ceil(points / SLICE_DIVISOR);
    const first = createSharedCounter({ points, windowMs: WINDOW_MS, redis, keyPrefix });
    for (let i = 0; i < points; i++) expect((await first.consume('client')).allowed).toBe(true);
    await first.sync();
    const second = createSharedCounter({ points, windowMs: WINDOW_MS, redis, keyPrefix });
    const answers = [];
    for (let i = 0; i < slice + 2; i++) answers.push((await second.consume('client')).allowed);
    expect(answers).toEqual([...Array(slice).fill(true), false, false]);
  });
});
