import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { keyRingFromConfig, rotatedAtShape, signingKeyShape } from './signed-tokens-config.ts';
import { createKeyRing } from './signed-tokens-keys.ts';

const CURRENT = 'current-secret-of-the-key-ring-tests-0123456789';
const OLDER = 'older-secret-of-the-key-ring-tests-0123456789ab';
const OLDEST = 'oldest-secret-of-the-key-ring-tests-0123456789a';
const DAY = 86_400_000;
const shape = { ...signingKeyShape('TEST_SECRET'), ...rotatedAtShape('TEST_SECRET') };

describe('key ring', () => {
  it('names each key by an id that is not the secret and differs per secret', () => {
    const ring = createKeyRing({ current: CURRENT, previous: [OLDER, OLDEST] });
    const ids = ring.accepted(0).map((key) => key.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8}$/);
    expect(CURRENT).not.toContain(ids[0]);
    expect(createKeyRing({ current: CURRENT }).current.id).toBe(ids[0]);
  });

  it('keeps its key ids and sub-keys from one release to the next (a change would orphan every token)', () => {
    const key = createKeyRing({ current: CURRENT }).current;
    expect(key.id).toBe('LxOc38GA');
    expect(key.hmac('a').update('same').digest('hex')).toBe(
      'e9160e3a5ec3e4c02ddaa0083f356b2bfb3b11c6bad9dbb0e23e9726e5e56fbe',
    );
    expect(createKeyRing({ current: CURRENT }).accepted(0)).toHaveLength(1);
  });

  it('derives a different HMAC key per purpose', () => {
    const key = createKeyRing({ current: CURRENT }).current;
    const digest = (purpose: string) => key.hmac(purpose).update('same').digest('hex');
    expect(digest('a')).not.toBe(digest('b'));
    expect(digest('a')).toBe(digest('a'));
  });

  it('finds a previous key until its window ends, the current one always', () => {
    const ring = createKeyRing({ current: CURRENT, previous: [OLDER], previousAcceptedUntil: 10 * DAY });
    const older = createKeyRing({ current: OLDER }).current.id;
    expect(ring.find(older, 10 * DAY)?.id).toBe(older);
    expect(ring.find(older, 10 * DAY + 1)).toBeUndefined();
    expect(ring.find(ring.current.id, 1000 * DAY)?.id).toBe(ring.current.id);
    expect(ring.accepted(10 * DAY + 1).map((key) => key.id)).toEqual([ring.current.id]);
    expect(ring.find('AAAAAAAA', 0)).toBeUndefined();
  });

  it('holds a secret listed both as current and as previous once, as the current key', () => {
    const ring = createKeyRing({ current: CURRENT, previous: [CURRENT, OLDER], previousAcceptedUntil: DAY });
    expect(ring.accepted(2 * DAY).map((key) => key.id)).toEqual([ring.current.id]);
    expect(ring.accepted(0)).toHaveLength(2);
  });
});

describe('key ring from the environment', () => {
  const load = (env: Record<string, string>) => loadConfig(shape, { TEST_SECRET: CURRENT, ...env });

  it('reads comma-separated previous keys and refuses a short one', () => {
    expect(load({ TEST_SECRET_PREVIOUS: ` ${OLDER}, ${OLDEST} ` }).TEST_SECRET_PREVIOUS).toEqual([
      { secret: OLDER },
      { secret: OLDEST },
    ]);
    expect(load({}).TEST_SECRET_PREVIOUS).toEqual([]);
    expect(() => load({ TEST_SECRET_PREVIOUS: 'short' })).toThrow(
      /TEST_SECRET_PREVIOUS.*each previous key must be at least 32 characters/,
    );
    expect(() => load({ TEST_SECRET_ROTATED_AT: 'yesterday' })).toThrow(
      'TEST_SECRET_ROTATED_AT: must be a date and time such as 2026-05-04T10:00:00Z',
    );
    expect(() => load({ TEST_SECRET: 'short' })).toThrow('TEST_SECRET: must be at least 32 characters');
    expect(load({ TEST_SECRET_ROTATED_AT: '' }).TEST_SECRET_ROTATED_AT).toBeUndefined();
    expect(load({ TEST_SECRET_ROTATED_AT: '2026-05-04T12:00:00+02:00' }).TEST_SECRET_ROTATED_AT).toBe(
      Date.UTC(2026, 4, 4, 10),
    );
  });

  it('accepts previous keys for the window after the rotation time', () => {
    const rotatedAt = Date.UTC(2026, 4, 4);
    const config = load({ TEST_SECRET_PREVIOUS: OLDER, TEST_SECRET_ROTATED_AT: '2026-05-04T00:00:00Z' });
    const ring = keyRingFromConfig(config, 'TEST_SECRET', { previousWindowMs: 7 * DAY, now: rotatedAt });
    const older = createKeyRing({ current: OLDER }).current.id;
    expect(ring.find(older, rotatedAt + 7 * DAY)).toBeDefined();
    expect(ring.find(older, rotatedAt + 7 * DAY + 1)).toBeUndefined();
  });

  it('refuses to start with previous keys but no rotation time, or one in the future', () => {
    const config = load({ TEST_SECRET_PREVIOUS: OLDER });
    expect(() => keyRingFromConfig(config, 'TEST_SECRET', { previousWindowMs: DAY })).toThrow(ConfigError);
    expect(() => keyRingFromConfig(config, 'TEST_SECRET', { previousWindowMs: DAY })).toThrow(
      'TEST_SECRET_ROTATED_AT: is required with TEST_SECRET_PREVIOUS entries that carry no time (or write each as key@2026-05-04T10:00:00Z): when the key was replaced (it is accepted for 24 h after it)',
    );
    expect(keyRingFromConfig(load({}), 'TEST_SECRET', { previousWindowMs: DAY }).accepted(0)).toHaveLength(1);
    const ahead = load({ TEST_SECRET_PREVIOUS: OLDER, TEST_SECRET_ROTATED_AT: '2026-05-04T02:00:01Z' });
    expect(() =>
      keyRingFromConfig(ahead, 'TEST_SECRET', { previousWindowMs: DAY, now: Date.UTC(2026, 4, 4, 1) }),
    ).toThrow(/TEST_SECRET_ROTATED_AT: is in the future/);
    const hourAhead = load({ TEST_SECRET_PREVIOUS: OLDER, TEST_SECRET_ROTATED_AT: '2026-05-04T02:00:00Z' });
    const ring = keyRingFromConfig(hourAhead, 'TEST_SECRET', {
      previousWindowMs: DAY,
      now: Date.UTC(2026, 4, 4, 1),
    });
    expect(ring.accepted(Date.UTC(2026, 4, 5, 2))).toHaveLength(2);
  });

  it('reads each previous key with its own rotation time and refuses a bad one', () => {
    expect(
      load({ TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T12:00:00+02:00,${OLDEST}` }).TEST_SECRET_PREVIOUS,
    ).toEqual([{ secret: OLDER, rotatedAt: Date.UTC(2026, 4, 4, 10) }, { secret: OLDEST }]);
    expect(() => load({ TEST_SECRET_PREVIOUS: `${OLDER}@last-monday` })).toThrow(
      /TEST_SECRET_PREVIOUS.*after @ must come when the key was replaced, a date and time such as key@2026-05-04T10:00:00Z/,
    );
    expect(() => load({ TEST_SECRET_PREVIOUS: `short@2026-05-04T10:00:00Z` })).toThrow(
      /each previous key must be at least 32 characters/,
    );
  });

  it('gives each previous key its own window; a bare one falls back to _ROTATED_AT', () => {
    const olderReplaced = Date.UTC(2026, 4, 4);
    const oldestReplaced = Date.UTC(2026, 3, 1);
    const config = load({
      TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T00:00:00Z,${OLDEST}@2026-04-01T00:00:00Z`,
      TEST_SECRET_ROTATED_AT: '2026-05-04T00:00:00Z',
    });
    const ring = keyRingFromConfig(config, 'TEST_SECRET', { previousWindowMs: 7 * DAY, now: olderReplaced });
    const older = createKeyRing({ current: OLDER }).current.id;
    const oldest = createKeyRing({ current: OLDEST }).current.id;
    expect(ring.find(oldest, oldestReplaced + 7 * DAY)).toBeDefined();
    expect(ring.find(oldest, oldestReplaced + 7 * DAY + 1)).toBeUndefined();
    expect(ring.find(older, olderReplaced + 7 * DAY)).toBeDefined();
    expect(ring.find(older, olderReplaced + 7 * DAY + 1)).toBeUndefined();

    const mixed = load({
      TEST_SECRET_PREVIOUS: `${OLDER},${OLDEST}@2026-04-01T00:00:00Z`,
      TEST_SECRET_ROTATED_AT: '2026-05-04T00:00:00Z',
    });
    const mixedRing = keyRingFromConfig(mixed, 'TEST_SECRET', { previousWindowMs: DAY, now: olderReplaced });
    expect(mixedRing.find(older, olderReplaced + DAY)).toBeDefined();
    expect(mixedRing.find(oldest, oldestReplaced + DAY + 1)).toBeUndefined();
    expect(mixedRing.find(oldest, oldestReplaced + DAY)).toBeDefined();
  });

  it('needs no _ROTATED_AT when every previous key carries its time, and refuses one in the future', () => {
    const config = load({ TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T00:00:00Z` });
    const ring = keyRingFromConfig(config, 'TEST_SECRET', {
      previousWindowMs: DAY,
      now: Date.UTC(2026, 4, 4),
    });
    expect(ring.accepted(Date.UTC(2026, 4, 5))).toHaveLength(2);
    expect(ring.accepted(Date.UTC(2026, 4, 5) + 1)).toHaveLength(1);
    const ahead = load({ TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T02:00:01Z` });
    expect(() =>
      keyRingFromConfig(ahead, 'TEST_SECRET', { previousWindowMs: DAY, now: Date.UTC(2026, 4, 4, 1) }),
    ).toThrow(/TEST_SECRET_PREVIOUS: is in the future/);
    const bare = load({ TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T00:00:00Z,${OLDEST}` });
    expect(() => keyRingFromConfig(bare, 'TEST_SECRET', { previousWindowMs: DAY })).toThrow(
      /TEST_SECRET_ROTATED_AT: is required/,
    );
  });

  it('keeps previous keys without a window for as long as they are listed (backups)', () => {
    const ring = keyRingFromConfig(load({ TEST_SECRET_PREVIOUS: OLDER }), 'TEST_SECRET');
    expect(ring.find(createKeyRing({ current: OLDER }).current.id, 100_000 * DAY)).toBeDefined();
    const dated = load({ TEST_SECRET_PREVIOUS: `${OLDER}@2026-05-04T00:00:00Z` });
    expect(keyRingFromConfig(dated, 'TEST_SECRET').accepted(100_000 * DAY)).toHaveLength(2);
  });

  it('signs with the given current secret when the variable itself is optional', () => {
    const ring = keyRingFromConfig({}, 'TEST_SECRET', { current: OLDER, previousWindowMs: DAY });
    expect(ring.current.id).toBe(createKeyRing({ current: OLDER }).current.id);
    expect(ring.accepted(0)).toHaveLength(1);
  });
});
