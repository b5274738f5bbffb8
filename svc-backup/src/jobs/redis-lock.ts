import { randomUUID } from 'node:crypto';
import type { Redis } from '@vetrina/service-kit';

/**
 * One backup or restore at a time across every replica: a Redis lock with an owner token (only its
 * owner releases or extends it) and a TTL renewed while the work runs, so a dead holder frees it.
 */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface LockOptions {
  ttlMs?: number;
  pollMs?: number;
  /** Called while waiting for another holder. */
  onWait?: () => Promise<void> | void;
}

export async function withLock<T>(
  redis: Redis,
  key: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const ttlMs = options.ttlMs ?? 30_000;
  const token = randomUUID();
  let waited = false;
  while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (!waited) await options.onWait?.();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
  const renew = setInterval(() => {
    redis.eval(EXTEND, 1, key, token, String(ttlMs)).catch(() => undefined);
  }, ttlMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  }
}
