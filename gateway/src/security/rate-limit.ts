import type { ServerResponse } from 'node:http';
import { createRedis, holdHeader, type Logger } from '@vetrina/service-kit';
import { createAddressList, clientKeyOf } from './client-address.ts';
import type { ResolvedRequest } from './forwarded-headers.ts';
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
function describeBudget(res: ServerResponse, name: RateLimitClass, points: number, count: Count): number {
  const resetSeconds = Math.max(1, Math.ceil(count.msBeforeReset / 1000));
  holdHeader(res, 'ratelimit-policy', `"${name}";q=${points};w=${WINDOW_SECONDS}`);
  holdHeader(res, 'ratelimit', `"${name}";r=${count.remaining};t=${resetSeconds}`);
  return resetSeconds;
}

/**
 * Per-client budgets at the gateway: reads, writes and photos per address (req.ip, resolved from the
 * socket and trusted proxies only) and minute. The remotes' static files, allow-listed clients, and
 * health and metrics (answered before this runs) are never counted. Counted in memory, shared through
 * Redis off the request's path (rate-limit-counter.ts). Over budget: 429 with Retry-After.
 */
export function rateLimits(options: RateLimitOptions) {
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

  /** The budget's headers on every counted answer; over budget, 429 (the first refusal logged). */
  const decide = (
    req: ResolvedRequest,
    res: ServerResponse,
    next: () => void,
    budget: RateLimitClass,
    count: Count,
  ) => {
    const resetSeconds = describeBudget(res, budget, options.budgets[budget], count);
    if (count.allowed) return next();
    if (count.firstRefusal) req.log.warn({ budget }, 'rate limit reached');
    sendTooManyRequests(req, res, resetSeconds);
  };

  return (req: ResolvedRequest, res: ServerResponse, next: () => void): Promise<void> | void => {
    const budget = rateLimitClassOf(req);
    if (budget === undefined || isAllowed(req.ip)) return next();
    const counted = counters[budget].consume(clientKeyOf(req.ip));
    if (counted instanceof Promise) return counted.then((count) => decide(req, res, next, budget, count));
    decide(req, res, next, budget, counted);
  };
}
