import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/** A redis:// URL's path: none, `/`, or a database number (`/2`, `/2/`). */
export const DATABASE_PATH = /^\/?(\d{1,5}\/?)?$/;

/**
 * The database number of a redis:// URL (0 without one). ioredis would send `SELECT NaN` for
 * `redis://host/abc` (an unhandled reply error that ends the process); this refuses it at start-up.
 */
export function redisDatabaseOf(url: string): number {
  const path = new URL(url).pathname;
  if (!DATABASE_PATH.test(path))
    throw new Error(`REDIS_URL: the path must be a database number (redis://host:6379/2), not ${path}`);
  return Number(path.replaceAll('/', '') || 0);
}

/**
 * A server that refuses the URL's database (`ERR DB index is out of range`: a managed Redis or a
 * cluster with one database) would leave ioredis working in database 0, among another deployment's
 * keys. The connection is closed instead: its commands fail and readiness says so.
 */
function refusingAnotherDatabase(redis: Redis): Redis {
  redis.on('error', (err: Error) => {
    if (/DB index|invalid DB/i.test(err.message)) redis.disconnect();
  });
  return redis;
}

/**
 * API-side Redis: fails fast when Redis is down (no offline queue), so callers can answer 503
 * instead of hanging.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return refusingAnotherDatabase(
    new Redis(url, {
      db: redisDatabaseOf(url),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      ...options,
    }),
  );
}

/** BullMQ workers need blocking connections that retry forever. */
export function createWorkerRedis(url: string): Redis {
  return refusingAnotherDatabase(new Redis(url, { db: redisDatabaseOf(url), maxRetriesPerRequest: null }));
}

export async function pingRedis(redis: Redis): Promise<void> {
  if ((await redis.ping()) !== 'PONG') throw new Error('redis ping failed');
}
