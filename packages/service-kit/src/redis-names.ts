import * as z from 'zod';

/**
 * Every name a deployment uses in Redis starts with its namespace (REDIS_NAMESPACE), so several
 * deployments (staging and production, two shops, parallel test runs) can share one Redis without
 * emptying each other's caches, reading each other's sessions or taking each other's jobs. Pub/sub
 * channels are server-wide whatever the database index, hence the namespace in them too.
 * docs/decisions/redis-namespace.md.
 */
export const DEFAULT_REDIS_NAMESPACE = 'vetrina';

export const redisNamespaceShape = {
  /** Prefix of every Redis key, BullMQ queue and channel; `{vetrina}` hash-tags them all for Redis Cluster. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w.{}-]{1,64}$/, 'must be 1-64 letters, digits, _ . - { } (no ":")')
    .default(DEFAULT_REDIS_NAMESPACE),
};

const safe = (part: string) => part.replace(/[^\w.-]/g, '_');

export interface RedisNames {
  namespace: string;
  /** The public-read version keys: the services bump their own, the gateway bumps its own, all watch every one. */
  publicVersion: { catalog: string; content: string; gateway: string };
  /** Bumped by svc-backup after every restore, before it announces it. */
  dataVersion: string;
  /** Every version key: a cache watching all of them misses no write nor restore, whoever made it. */
  allVersionKeys: string[];
  /** svc-backup announces a restore here; the services' and the gateway's caches empty at once. */
  dataRestoredChannel: string;
  /** The gateway's per-client counters (rate-limiter-flexible key prefix). */
  gatewayRateLimit: string;
  /** svc-auth: sessions, sign-in limiter and known devices (ends with ':'). */
  authKeys: string;
  /** svc-catalog's BullMQ prefix (unreferenced-upload clean-up). */
  catalogJobs: string;
  /** svc-content's prefix (BullMQ mail queue, contact rate limit), per database as before. */
  contentKeys(databaseUrl: string): string;
  /** svc-backup's BullMQ prefix and job lock, per database (host, port, name) as before. */
  backupJobs(databaseUrl: string): string;
  /** The push notifications' BullMQ prefix: every service enqueues there, svc-auth's sender takes them. */
  pushJobs: string;
}

/** The names of one deployment; with the default namespace they are the names used before it existed. */
export function redisNames(namespace: string = DEFAULT_REDIS_NAMESPACE): RedisNames {
  const name = (...parts: string[]) => [namespace, ...parts].join(':');
  const publicVersion = {
    catalog: name('public-version', 'catalog'),
    content: name('public-version', 'content'),
    gateway: name('public-version', 'gateway'),
  };
  const dataVersion = name('data-version');
  const databaseOf = (databaseUrl: string) =>
    decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  return {
    namespace,
    publicVersion,
    dataVersion,
    allVersionKeys: [...Object.values(publicVersion), dataVersion],
    dataRestoredChannel: name('data-restored'),
    gatewayRateLimit: name('gateway', 'rate-limit'),
    authKeys: `${name('auth')}:`,
    catalogJobs: name('catalog', 'jobs'),
    contentKeys: (databaseUrl) => name('content', safe(databaseOf(databaseUrl))),
    backupJobs: (databaseUrl) => {
      const url = new URL(databaseUrl);
      return name('backup', ...[url.hostname, url.port || '5432', url.pathname.slice(1)].map(safe));
    },
    pushJobs: name('push', 'jobs'),
  };
}
