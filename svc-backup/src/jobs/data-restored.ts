import { DATA_RESTORED_CHANNEL } from '@vetrina/contracts';
import { DATA_VERSION_KEY, type Redis } from '@vetrina/service-kit';

/**
 * After a restore every cached copy of the data is stale. The data version is one of the version keys
 * every public cache (services and gateway) reads before it answers, so none serves data older than the
 * restore, even one whose subscriber missed the message; the message then frees their memory at once.
 */
export async function publishDataRestored(redis: Redis, installation: string, jobId: string): Promise<void> {
  await redis.incr(DATA_VERSION_KEY);
  await redis.publish(
    DATA_RESTORED_CHANNEL,
    JSON.stringify({ installation, jobId, at: new Date().toISOString() }),
  );
}
