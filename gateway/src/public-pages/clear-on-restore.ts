import { createWorkerRedis, type Logger, type RedisNames } from '@vetrina/service-kit';
import { clearAllTtlCaches } from './ttl-cache.ts';

/**
 * After a database restore the gateway's data and render caches hold the old data: svc-backup
 * publishes on its namespace's data-restored channel and every gateway replica empties them at once. A subscriber
 * that reconnects also empties them, since it may have missed a message while Redis was away. The
 * page and API caches need no message: they read the data version the restore bumps before answering
 * (and then empty these caches too), so a replica whose listener is down serves nothing stale.
 */
export function clearCachesOnRestore(redisUrl: string, names: RedisNames, logger: Logger) {
  const channelName = names.dataRestoredChannel;
  const subscriber = createWorkerRedis(redisUrl);
  subscriber.on('error', (err) => logger.warn({ err: err.message }, 'restore listener redis error'));
  subscriber.on('ready', () => {
    clearAllTtlCaches();
    subscriber
      .subscribe(channelName)
      .catch((err: Error) => logger.warn({ err: err.message }, 'subscribe failed'));
  });
  subscriber.on('message', (channel) => {
    if (channel !== channelName) return;
    clearAllTtlCaches();
    logger.info('database restored: caches emptied');
  });
  return {
    close: async () => {
      subscriber.disconnect();
    },
  };
}
