import { setTimeout as sleep } from 'node:timers/promises';
import { createRedis } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLoginLimiter, type LoginLimiterOptions } from './login-limiter.ts';

const redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
afterAll(() => redis.quit());

const clock = { now: Date.now() };
let prefix: string;
beforeEach(() => {
  prefix = uniqueRedisPrefix('limiter');
  clock.now = Date.now();
});

/** The production shape with small numbers: 3 per (username, address), 5 per address, delay after 4. */
const limiter = (overrides: Partial<LoginLimiterOptions> = {}) =>
  createLoginLimiter({
    redis,
    prefix,
    now: () => clock.now,
    windowMs: 60_000,
    ipMaxAttempts: 5,
    pairMaxAttempts: 3,
    accountFreeAttempts: 4,
    accountBaseDelayMs: 1000,
    accountMaxDelayMs: 8000,
    accountWindowMs: 3_600_000,
    ...overrides,
  });

const retryAfter = (result: object) => ('retryAfterMs' in result ? result.retryAfterMs : 0);

describe('sign-in limiter', () => {
  it('hands a browser ticket naming the address and username while no limit is reached', async () => {
    const result = await limiter().attempt('203.0.113.5', 'maria');
    expect(result).toEqual({ kind: 'browser', ip: '203.0.113.5', username: 'maria' });
  });

  it('blocks a username from one address after its failures, for the rest of the window, ignoring case', async () => {
    const limits = limiter();
    for (const name of ['maria', 'Maria', 'MARIA']) {
      expect(await limits.attempt('203.0.113.5', name)).toMatchObject({ kind: 'browser' });
    }
    const blocked = await limits.attempt('203.0.113.5', 'maria');
    expect(retryAfter(blocked)).toBeGreaterThan(55_000);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(60_000);
    // The same username from another address, and another username from this one, still get through.
    expect(await limits.attempt('203.0.113.6', 'maria')).toMatchObject({ kind: 'browser' });
    expect(await limits.attempt('203.0.113.5', 'lucia')).toMatchObject({ kind: 'browser' });
  });

  it('blocks an address trying many usernames (password spraying)', async () => {
    const limits = limiter();
    for (let i = 0; i < 5; i++) {
      expect(await limits.attempt('198.51.100.7', `user-${i}`)).toMatchObject({ kind: 'browser' });
    }
    expect(retryAfter(await limits.attempt('198.51.100.7', 'user-new'))).toBeGreaterThan(55_000);
    expect(await limits.attempt('198.51.100.8', 'user-new')).toMatchObject({ kind: 'browser' });
  });

  it('forgets the counts once the window has passed', async () => {
    const limits = limiter({ windowMs: 300 });
    for (let i = 0; i < 3; i++) await limits.attempt('203.0.113.9', 'maria');
    const blocked = await limits.attempt('203.0.113.9', 'maria');
    // Never told to retry sooner than a second, however little of the window is left.
    expect(retryAfter(blocked)).toBe(1000);
    await sleep(350);
    expect(await limits.attempt('203.0.113.9', 'maria')).toMatchObject({ kind: 'browser' });
  });

  it('delays a username attacked from many addresses, doubling up to the cap, and counts no blocked attempt', async () => {
    const limits = limiter();
    const from = (i: number) => limits.attempt(`192.0.2.${i}`, 'owner');
    for (let i = 0; i < 3; i++) expect(await from(i)).toMatchObject({ kind: 'browser' });
    // The 4th attempt is the last free one and reserves a 1 s delay for the next.
    expect(await from(3)).toMatchObject({ kind: 'browser' });
    expect(retryAfter(await from(4))).toBe(1000);
    clock.now += 999;
    expect(retryAfter(await from(5))).toBe(1000);
    clock.now += 1;
    expect(await from(6)).toMatchObject({ kind: 'browser' });
    expect(retryAfter(await from(7))).toBe(2000);
    clock.now += 2000;
    expect(await from(8)).toMatchObject({ kind: 'browser' });
    expect(retryAfter(await from(9))).toBe(4000);
    clock.now += 4000;
    await from(10);
    clock.now += 8000;
    await from(11);
    expect(retryAfter(await from(12))).toBe(8000);
  });

  it('takes a successful attempt back: the owner is not slowed by their own right password', async () => {
    const limits = limiter();
    for (let round = 0; round < 6; round++) {
      const ticket = await limits.attempt('203.0.113.20', 'owner');
      expect(ticket, `round ${round}`).toMatchObject({ kind: 'browser' });
      if ('kind' in ticket) await limits.succeeded(ticket);
    }
    // Only the failures count: three more are still allowed from that address.
    for (let i = 0; i < 3; i++)
      expect(await limits.attempt('203.0.113.20', 'owner')).toMatchObject({ kind: 'browser' });
    expect(retryAfter(await limits.attempt('203.0.113.20', 'owner'))).toBeGreaterThan(0);
  });

  it('gives a known device its own attempts, untouched by attacks elsewhere, renewed by a success', async () => {
    const limits = limiter();
    for (let i = 0; i < 5; i++) await limits.attempt(`192.0.2.${i}`, 'owner');
    const device = 'device-1';
    for (let i = 0; i < 3; i++)
      expect(await limits.deviceAttempt(device)).toEqual({ kind: 'device', device });
    expect(await limits.deviceAttempt(device)).toBeNull();
    expect(await limits.deviceAttempt('device-2')).toEqual({ kind: 'device', device: 'device-2' });
    await limits.succeeded({ kind: 'device', device });
    expect(await limits.deviceAttempt(device)).toEqual({ kind: 'device', device });
  });

  it("forgets a device's count after the window", async () => {
    const limits = limiter({ windowMs: 300 });
    for (let i = 0; i < 3; i++) await limits.deviceAttempt('device-3');
    expect(await limits.deviceAttempt('device-3')).toBeNull();
    await sleep(350);
    expect(await limits.deviceAttempt('device-3')).not.toBeNull();
  });

  it('keeps its counters under its own prefix, with no address or username readable in Redis', async () => {
    await limiter().attempt('203.0.113.77', 'Riservata');
    await limiter().deviceAttempt('device-4');
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(4);
    // Readable with redis-cli: the kind of counter, then hashes in base64url.
    for (const key of keys)
      expect(key.slice(prefix.length)).toMatch(/^login:(ip|pair|account|device):[\w-]+(:[\w-]{43})?$/);
    expect(keys.join(' ')).not.toMatch(/203\.0\.113\.77|riservata/i);
    // Another prefix (another installation on the same Redis) starts from nothing.
    const other = uniqueRedisPrefix('limiter');
    for (let i = 0; i < 3; i++) await limiter().attempt('203.0.113.78', 'maria');
    expect(await limiter({ prefix: other }).attempt('203.0.113.78', 'maria')).toMatchObject({
      kind: 'browser',
    });
  });
});
