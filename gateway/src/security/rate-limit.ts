import type { RequestHandler, Response } from 'express';
import { createRedis, type Logger } from '@vetrina/service-kit';
import { createAddressList, clientKeyOf } from './client-address.ts';
import { sendTooManyRequests } from './rate-limit-answer.ts';
import { rateLimitClassOf, RATE_LIMIT_CLASSES, type RateLimitClass } from './rate-limit-classes.ts';
import { createSharedCounter, type Count, type SharedCounter } from './rate-limit-counter.ts';

const WINDOW_SECONDS = 60;
/** A sync never waits on a slow Redis longer than this: the replica's own count answers meanwhile. */
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
  /** Where a Redis that fails is reported. */
  logger: Logger;
}

/** The budget and what is left of it (IETF draft "RateLimit header fields for HTTP"); the seconds to wait. */
function describeBudget(res: Response, name: RateLimitClass, points: number, count: Count): number {
  const resetSeconds = Math.max(1, Math.ceil(count.msBeforeReset / 1000));
  res.setHeader('RateLimit-Policy', `"${name}";q=${points};w=${WINDOW_SECONDS}`);
  res.setHeader('RateLimit', `"${name}";r=${count.remaining};t=${resetSeconds}`);
  return resetSeconds;
}

/**
 * Per-client budgets at the gateway: reads, writes and photos per address (req.ip, resolved from the
 * socket and trusted proxies only) and minute. The remotes' static files, allow-listed clients, and
 * health and metrics (answered before this runs) are never counted. Counted in memory, shared through
 * Redis off the request's path (rate-limit-counter.ts). Over budget: 429 with Retry-After.
 */
export function rateLimits(options: RateLimitOptions): RequestHandler {
  const isAllowed = createAddressList(options.allow);
  const redis = options.redisUrl
    ? createRedis(options.redisUrl, { commandTimeout: REDIS_TIMEOUT_MS })
    : undefined;
  redis?.on('error', (err: Error) => options.logger.warn({ err: err.message }, 'rate limit redis error'));
  const counters = Object.fromEntries(
    RATE_LIMIT_CLASSES.map((name) => [
      name,
      createSharedCounter({
        points: options.budgets[name],
        windowMs: WINDOW_SECONDS * 1000,
        redis,
        keyPrefix: `${options.keyPrefix}:${name}`,
      }),
    ]),
  ) as Record<RateLimitClass, SharedCounter>;

  return async (req, res, next) => {
    const budget = rateLimitClassOf(req);
    if (budget === undefined || isAllowed(req.ip)) return next();
    const points = options.budgets[budget];
    const count = await counters[budget].consume(clientKeyOf(req.ip));
    const resetSeconds = describeBudget(res, budget, points, count);
    if (count.allowed) return next();
    if (count.firstRefusal) req.log.warn({ budget }, 'rate limit reached');
    sendTooManyRequests(req, res, resetSeconds);
  };
}
