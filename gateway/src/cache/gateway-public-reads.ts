import {
  createPublicReadCache,
  createRedis,
  type Logger,
  type PublicReadCache,
  type RedisNames,
} from '@vetrina/service-kit';
import { PREVIEW_PARAM } from '../public-pages/preview.ts';

/**
 * The public versions the gateway's API and page caches read (one MGET per batch of requests, for both),
 * and the API cache's entries. Admin writes through this gateway bump its own key; it watches every
 * service's key and the data version a restore bumps (all in its REDIS_NAMESPACE), so no restore message is needed for freshness (the
 * restore listener, clear-on-restore.ts, only frees memory early). Without Redis there is none: the
 * gateway cannot know what other replicas saw, so it caches no finished answer.
 */
export function createGatewayPublicReads(
  redisUrl: string | undefined,
  names: RedisNames,
  logger?: Logger,
): PublicReadCache | undefined {
  if (!redisUrl) return undefined;
  const redis = createRedis(redisUrl, { lazyConnect: false });
  redis.on('error', (err: Error) => logger?.warn({ err: err.message }, 'public caches redis error'));
  return createPublicReadCache({
    redis,
    versionKey: names.publicVersion.gateway,
    watchKeys: names.allVersionKeys,
    bypassParams: [PREVIEW_PARAM],
    ...(logger ? { logger } : {}),
  });
}
