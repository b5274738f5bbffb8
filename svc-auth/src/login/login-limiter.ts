import { createHash } from 'node:crypto';
import type { Redis } from '@vetrina/service-kit';
import { execAll } from '../sessions/redis-exec.ts';

export interface LoginLimiterOptions {
  redis: Redis;
  prefix: string;
  maxFailures: number;
  windowMs: number;
  accountMaxFailures: number;
  accountWindowMs: number;
}

export interface LoginBlock {
  retryAfterMs: number;
}

/**
 * Counts failed sign-ins in Redis, per address + username and per username from all addresses,
 * in fixed windows. A blocked attempt never reaches password verification.
 */
export function createLoginLimiter(options: LoginLimiterOptions) {
  const { redis, prefix } = options;
  const name = (username: string) => createHash('sha256').update(username.toLowerCase()).digest('base64url');
  const keys = (ip: string, username: string) => ({
    pair: `${prefix}login-failures:pair:${ip}:${name(username)}`,
    account: `${prefix}login-failures:account:${name(username)}`,
  });

  return {
    async blocked(ip: string, username: string): Promise<LoginBlock | null> {
      const { pair, account } = keys(ip, username);
      const [pairCount, pairTtl, accountCount, accountTtl] = await execAll(
        redis.multi().get(pair).pttl(pair).get(account).pttl(account).exec(),
      );
      const waits: number[] = [];
      if (Number(pairCount ?? 0) >= options.maxFailures) waits.push(Number(pairTtl));
      if (Number(accountCount ?? 0) >= options.accountMaxFailures) waits.push(Number(accountTtl));
      return waits.length ? { retryAfterMs: Math.max(1000, ...waits) } : null;
    },

    async recordFailure(ip: string, username: string): Promise<void> {
      const { pair, account } = keys(ip, username);
      await execAll(
        redis
          .multi()
          .incr(pair)
          .pexpire(pair, options.windowMs, 'NX')
          .incr(account)
          .pexpire(account, options.accountWindowMs, 'NX')
          .exec(),
      );
    },

    /** A successful sign-in clears this address's count (the account-wide count keeps running). */
    async recordSuccess(ip: string, username: string): Promise<void> {
      await redis.del(keys(ip, username).pair);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
