import type { Redis, RedisNames } from '@vetrina/service-kit';

/**
 * After a restore every cached copy of the data is stale. The data version is one of the version keys
 * every public cache (services and gateway) reads before it answers, so none serves data older than the
 * restore, even one whose subscriber missed the message; the message then frees their memory at once.
 */
export async function publishDataRestored(
  redis: Redis,
  names: Pick<RedisNames, 'dataVersion' | 'dataRestoredChannel'>,
  installation: string,
  jobId: string,
): Promise<void> {
  await redis.incr(names.dataVersion);
  await redis.publish(
    names.dataRestoredChannel,
    JSON.stringify({ installation, jobId, at: new Date().toISOString() }),
  );
}
