import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from '@vetrina/service-kit';
import { clientKeyOf } from '../security/client-address.ts';
import { freshIPv6 } from './fresh-clients.ts';

/**
 * Waits until a replica counts in Redis: until its connection is up it counts in memory, and even then a
 * count reaches Redis only with the replica's next sync (every 100 ms). So each fresh probe address is
 * sent once and its counter watched for half a second, not checked at once.
 */
export async function untilCountedInRedis(
  send: (probe: string) => Promise<unknown>,
  redis: Redis,
  keyPrefix: string,
): Promise<void> {
  for (let attempt = 0; attempt < 16; attempt++) {
    const probe = freshIPv6();
    await send(probe);
    for (let check = 0; check < 10; check++) {
      if ((await redis.exists(`${keyPrefix}:gateway:rate-limit:reads:${clientKeyOf(probe)}`)) === 1) return;
      await sleep(50);
    }
  }
  throw new Error(`the replica of ${keyPrefix} never counted in Redis`);
}
