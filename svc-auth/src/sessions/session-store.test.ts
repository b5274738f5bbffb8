import { createHash } from 'node:crypto';
import { createRedis, type Redis } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';

const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 12 * 3_600_000;

const redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
afterAll(() => redis.quit());

const clock = { now: 0 };
let prefix: string;
beforeEach(() => {
  prefix = uniqueRedisPrefix('sessions');
  clock.now = Date.now();
});

const storeOn = (client: Redis, limits: { absoluteMs?: number } = {}) =>
  createSessionStore({
    redis: client,
    prefix,
    idleMs: IDLE_MS,
    absoluteMs: limits.absoluteMs ?? ABSOLUTE_MS,
    now: () => clock.now,
  });
const digest = (id: string) => createHash('sha256').update(id).digest('base64url');
const sessionKeyOf = (id: string) => `${prefix}session:${digest(id)}`;
/** The user's index of session hashes, as Redis holds it. */
const indexOf = (userId: number) => redis.smembers(`${prefix}user-sessions:${userId}`);

describe('session store', () => {
  it('keeps a session for its person and stamp, under the hash of its id only', async () => {
    const sessions = storeOn(redis);
    const id = await sessions.create(7, 'stamp-a');
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(await sessions.touch(id)).toEqual({
      userId: 7,
      stamp: 'stamp-a',
      createdAt: clock.now,
      lastSeen: clock.now,
    });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.sort()).toEqual([sessionKeyOf(id), `${prefix}user-sessions:7`]);
    expect(await indexOf(7)).toEqual([digest(id)]);
    expect(await sessions.touch('x'.repeat(43))).toBeNull();
  });

  it('lets Redis expire an untouched session after the idle time, never after the absolute end', async () => {
    const sessions = storeOn(redis);
    const id = await sessions.create(7, 'stamp-a');
    expect(await redis.pttl(sessionKeyOf(id))).toBeGreaterThan(IDLE_MS - 5000);
    expect(await redis.pttl(sessionKeyOf(id))).toBeLessThanOrEqual(IDLE_MS);
    // A session 10 minutes from its absolute end lives at most 10 minutes more, touched or not.
    const short = storeOn(redis, { absoluteMs: 10 * 60_000 });
    const ending = await short.create(7, 'stamp-a');
    expect(await redis.pttl(sessionKeyOf(ending))).toBeLessThanOrEqual(10 * 60_000);
    clock.now += 4 * 60_000;
    await short.touch(ending);
    expect(await redis.pttl(sessionKeyOf(ending))).toBeGreaterThan(6 * 60_000 - 5000);
    expect(await redis.pttl(sessionKeyOf(ending))).toBeLessThanOrEqual(6 * 60_000);
  });

  it('ends a session idle for longer than the idle time, and drops it from its user index', async () => {
    const sessions = storeOn(redis);
    const id = await sessions.create(7, 'stamp-a');
    clock.now += IDLE_MS;
    expect(await sessions.touch(id), 'exactly the idle time is still live').not.toBeNull();
    clock.now += IDLE_MS + 1;
    expect(await sessions.touch(id)).toBeNull();
    expect(await redis.exists(sessionKeyOf(id))).toBe(0);
    expect(await indexOf(7)).toEqual([]);
  });

  it('ends a session at its absolute end however active it was', async () => {
    const sessions = storeOn(redis, { absoluteMs: 2 * IDLE_MS });
    const createdAt = clock.now;
    const id = await sessions.create(7, 'stamp-a');
    for (let i = 0; i < 2; i++) {
      clock.now += IDLE_MS - 60_000;
      expect(await sessions.touch(id), `touch ${i}`).not.toBeNull();
    }
    clock.now = createdAt + 2 * IDLE_MS;
    expect(await sessions.touch(id), 'exactly the absolute time is still live').not.toBeNull();
    clock.now += 1;
    expect(await sessions.touch(id)).toBeNull();
  });

  it('does not bring back a session ended between its read and its touch (a logout meanwhile)', async () => {
    const sessions = storeOn(redis);
    const id = await sessions.create(7, 'stamp-a');
    // A client whose GET is followed by another replica's logout before the touch writes.
    const racing = new Proxy(redis, {
      get(target, property, receiver) {
        if (property === 'get')
          return async (key: string) => {
            const value = await target.get(key);
            await target.del(key);
            return value;
          };
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await storeOn(racing).touch(id)).toBeNull();
    expect(await redis.exists(sessionKeyOf(id))).toBe(0);
    expect(await sessions.touch(id)).toBeNull();
  });

  it('destroys one session and its index entry, leaving the same user’s others', async () => {
    const sessions = storeOn(redis);
    const [one, two] = [await sessions.create(7, 'stamp-a'), await sessions.create(7, 'stamp-a')];
    await sessions.destroy(one);
    expect(await sessions.touch(one)).toBeNull();
    expect(await sessions.touch(two)).not.toBeNull();
    expect(await indexOf(7)).toEqual([digest(two)]);
    expect(await sessions.countForUser(7)).toBe(1);
    // An unknown or already ended id is no error.
    await sessions.destroy(one);
  });

  it("ends every session of a user, or all but the caller's, and no one else's", async () => {
    const sessions = storeOn(redis);
    const mine = await sessions.create(7, 'stamp-a');
    const phone = await sessions.create(7, 'stamp-a');
    const tablet = await sessions.create(7, 'stamp-a');
    const other = await sessions.create(8, 'stamp-b');
    await sessions.destroyAllForUser(7, mine);
    expect(await sessions.touch(mine)).not.toBeNull();
    expect(await sessions.touch(phone)).toBeNull();
    expect(await sessions.touch(tablet)).toBeNull();
    expect(await indexOf(7)).toEqual([digest(mine)]);
    expect(await sessions.countForUser(7)).toBe(1);
    await sessions.destroyAllForUser(7);
    expect(await sessions.touch(mine)).toBeNull();
    expect(await sessions.countForUser(7)).toBe(0);
    expect(await sessions.touch(other)).not.toBeNull();
    // A user without sessions: nothing to do, no error.
    await sessions.destroyAllForUser(9);
    expect(await sessions.countForUser(9)).toBe(0);
  });

  it('carries a live session over to a new stamp, keeping its expiry, and ignores an ended one', async () => {
    const sessions = storeOn(redis);
    const id = await sessions.create(7, 'stamp-a');
    clock.now += 60_000;
    await sessions.touch(id);
    const ttl = await redis.pttl(sessionKeyOf(id));
    await sessions.restamp(id, 'stamp-b');
    expect(await redis.pttl(sessionKeyOf(id))).toBeGreaterThan(ttl - 5000);
    expect((await sessions.touch(id))!.stamp).toBe('stamp-b');
    await sessions.destroy(id);
    await sessions.restamp(id, 'stamp-c');
    expect(await redis.exists(sessionKeyOf(id))).toBe(0);
  });
});
