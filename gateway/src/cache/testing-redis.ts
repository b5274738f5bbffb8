import type { PublicReadCache } from '@vetrina/service-kit';

/** A Redis URL whose connections prefix every key (ioredis `keyPrefix`): version keys a test owns alone. */
export function withKeyPrefix(redisUrl: string, prefix: string): string {
  const url = new URL(redisUrl);
  url.searchParams.set('keyPrefix', prefix);
  return url.toString();
}

/** Waits until the cache can read its versions (its Redis connects in the background). */
export async function versionsReadable(reads: PublicReadCache, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await reads.freshVersion()) === undefined) {
    if (Date.now() > deadline) throw new Error('Redis never answered the version read');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
