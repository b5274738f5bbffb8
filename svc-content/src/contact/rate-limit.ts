import { createHash } from 'node:crypto';
import type { Logger, Redis } from '@vetrina/service-kit';

export interface RateDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export type ContactRateLimit = (clientIp: string) => Promise<RateDecision>;

export interface RateLimitOptions {
  /** Absent (no REDIS_URL): every submission is allowed. */
  redis: Redis | undefined;
  prefix: string;
  max: number;
  windowMs: number;
  logger: Logger;
}

// One round trip, atomic across replicas: count this submission and start the window on the first one.
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Fixed-window limit of contact submissions per client address, in Redis. It fails OPEN: when Redis
 * cannot answer, the visitor's message is still taken (docs/decisions/contact-rate-limit-fails-open.md).
 */
export function createContactRateLimit(options: RateLimitOptions): ContactRateLimit {
  return async (clientIp) => {
    if (!options.redis) return { allowed: true, retryAfterMs: 0 };
    const key = `${options.prefix}:contact-rate:${createHash('sha256').update(clientIp).digest('hex').slice(0, 32)}`;
    try {
      const [count, ttl] = (await options.redis.eval(COUNT_SCRIPT, 1, key, options.windowMs)) as [
        number,
        number,
      ];
      return { allowed: count <= options.max, retryAfterMs: ttl > 0 ? ttl : options.windowMs };
    } catch (error) {
      options.logger.warn(
        { err: (error as Error).message },
        'contact rate limit unavailable: submission allowed',
      );
      return { allowed: true, retryAfterMs: 0 };
    }
  };
}
