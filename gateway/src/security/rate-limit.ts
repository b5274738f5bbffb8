import type { RequestHandler, Response } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { createRedis, type Logger, type Redis } from '@vetrina/service-kit';
import { sendTooManyRequests } from './rate-limit-answer.ts';
import { rateLimitClassOf, type RateLimitClass } from './rate-limit-classes.ts';
import { clientKeyOf, createAllowList } from './rate-limit-client.ts';

const WINDOW_SECONDS = 60;
/** A check never waits on a slow Redis longer than this: the replica's own count answers instead. */
const REDIS_TIMEOUT_MS = 250;

export interface RateLimitOptions {
  /** Requests per client and minute, per class. */
  budgets: Record<RateLimitClass, number>;
  /** RATE_LIMIT_ALLOW's entries: addresses and CIDR ranges never limited. */
  allow: string[];
  /** Counters shared by every replica; without it each replica counts alone. */
  redisUrl: string | undefined;
  /** Prefix of the shared counters (the deployment's REDIS_NAMESPACE, redisNames().gatewayRateLimit). */
  keyPrefix: string;
  logger?: Logger;
}

/**
 * Counts in Redis, shared by every replica; while Redis is down or slow, in this replica's memory (the
 * insurance limiter), so a flood is still refused. Once over budget, the rest of the window is refused
 * from memory without asking Redis again.
 */
function createLimiter(
  name: RateLimitClass,
  points: number,
  redis: Redis | undefined,
  keyPrefix: string,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: name });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points,
    duration: WINDOW_SECONDS,
    keyPrefix: `${keyPrefix}:${name}`,
    rejectIfRedisNotReady: true,
    inMemoryBlockOnConsumed: points + 1,
    insuranceLimiter: memory,
  });
}

/** The budget and what is left of it (IETF draft "RateLimit header fields for HTTP"). */
function describeBudget(res: Response, name: RateLimitClass, points: number, result: RateLimiterRes) {
  const resetSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  res.setHeader('RateLimit-Policy', `"${name}";q=${points};w=${WINDOW_SECONDS}`);
  res.setHeader('RateLimit', `"${name}";r=${result.remainingPoints};t=${resetSeconds}`);
  return resetSeconds;
}

/**
 * Per-client budgets at the gateway: reads and writes per address (the one req.ip resolved behind
 * TRUST_PROXY) and minute. Static files, allow-listed clients, and health and metrics (answered
 * before this runs) are never counted. Over budget: 429 with Retry-After. A count that cannot be
 * made at all lets the request through: a limiter fault must not take the site down.
 */
export function rateLimits(options: RateLimitOptions): RequestHandler {
  const isAllowed = createAllowList(options.allow);
  const redis = options.redisUrl
    ? createRedis(options.redisUrl, { lazyConnect: false, commandTimeout: REDIS_TIMEOUT_MS })
    : undefined;
  redis?.on('error', (err: Error) => options.logger?.warn({ err: err.message }, 'rate limit redis error'));
  const limiters: Record<RateLimitClass, RateLimiterAbstract> = {
    reads: createLimiter('reads', options.budgets.reads, redis, options.keyPrefix),
    writes: createLimiter('writes', options.budgets.writes, redis, options.keyPrefix),
  };

  return async (req, res, next) => {
    const budget = rateLimitClassOf(req);
    const address = req.ip ?? req.socket.remoteAddress;
    if (budget === undefined || isAllowed(address)) return next();
    const points = options.budgets[budget];
    let result: RateLimiterRes;
    try {
      result = await limiters[budget].consume(clientKeyOf(address));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        req.log.warn({ err: rejection }, 'rate limit not counted');
        return next();
      }
      // Logged once per client and window (later refusals come from memory with nothing consumed).
      if (rejection.consumedPoints === points + 1) req.log.warn({ budget }, 'rate limit reached');
      return sendTooManyRequests(req, res, describeBudget(res, budget, points, rejection));
    }
    describeBudget(res, budget, points, result);
    next();
  };
}
