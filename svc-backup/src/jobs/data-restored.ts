import { DATA_RESTORED_CHANNEL } from '@vetrina/contracts';
import type { Redis } from '@vetrina/service-kit';

/**
 * After a restore every cached copy of the data is stale. The gateway listens on this channel and
 * empties its caches; the version key lets a process that missed the message notice on its next check.
 */
export const DATA_VERSION_KEY = 'vetrina:data-version';

export async function publishDataRestored(redis: Redis, installation: string, jobId: string): Promise<void> {
  await redis.incr(DATA_VERSION_KEY);
  await redis.publish(
    DATA_RESTORED_CHANNEL,
    JSON.stringify({ installation, jobId, at: new Date().toISOString() }),
  );
}
