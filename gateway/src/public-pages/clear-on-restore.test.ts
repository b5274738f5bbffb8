import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createWorkerRedis, redisNames } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisNamespace } from '@vetrina/service-kit/testing';
import { clearCachesOnRestore } from './clear-on-restore.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('caches after a database restore', () => {
  const publisher = createWorkerRedis(TEST_REDIS_URL);
  const names = redisNames(uniqueRedisNamespace('restore'));
  const listener = clearCachesOnRestore(TEST_REDIS_URL, names, createLogger('gateway-test', 'silent'));
  afterAll(async () => {
    await listener.close();
    publisher.disconnect();
  });

  it('are emptied when svc-backup announces a restore, so the next read loads the restored data', async () => {
    const cache = createTtlCache<string>(60_000);
    let version = 'before';
    const read = () => cache.get('/api/products', async () => version);
    expect(await read()).toBe('before');
    version = 'restored';
    expect(await read()).toBe('before');
    // The subscription is live once a publish reaches at least one subscriber.
    const deadline = Date.now() + 5000;
    while ((await publisher.publish(names.dataRestoredChannel, '{}')) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await read()).toBe('restored');
  });
});
