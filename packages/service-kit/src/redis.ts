import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * API-side Redis: fails fast when Redis is down (no offline queue), so callers can answer 503
 * instead of hanging.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
}

/** BullMQ workers need blocking connections that retry forever. */
export function createWorkerRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

export async function pingRedis(redis: Redis): Promise<void> {
  if ((await redis.ping()) !== 'PONG') throw new Error('redis ping failed');
}
