import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { redisConfigShape } from './config.ts';
import { createRedis, createWorkerRedis, redisDatabaseOf, type Redis } from './redis.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './testing/index.ts';

const inDatabase = (index: number | string) => {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = `/${index}`;
  return url.toString();
};
const ready = async (redis: Redis) => {
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
};

describe('REDIS_URL with a database number', () => {
  it('reads the database from the path, and refuses a path that is not one', () => {
    expect(redisDatabaseOf('redis://cache:6379')).toBe(0);
    expect(redisDatabaseOf('redis://cache:6379/')).toBe(0);
    expect(redisDatabaseOf('redis://cache:6379/2')).toBe(2);
    expect(redisDatabaseOf('rediss://user:pw@cache:6380/11/')).toBe(11);
    expect(() => redisDatabaseOf('redis://cache:6379/vetrina')).toThrow(/database number/);
    const shape = z.object(redisConfigShape);
    expect(shape.safeParse({ REDIS_URL: 'redis://cache:6379/2' }).success).toBe(true);
    const bad = shape.safeParse({ REDIS_URL: 'redis://cache:6379/vetrina' });
    expect(bad.error?.issues[0]?.message).toMatch(/database number/);
  });

  it('API and worker connections, and their duplicates, all work in that database', async () => {
    const key = `${uniqueRedisPrefix('db-index')}probe`;
    const api = await ready(createRedis(inDatabase(3)));
    const worker = await ready(createWorkerRedis(inDatabase(3)));
    const listener = await ready(api.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }));
    const other = await ready(createRedis(inDatabase(0)));
    try {
      await api.set(key, 'tre', 'EX', 60);
      expect(await worker.get(key)).toBe('tre');
      expect(await listener.get(key)).toBe('tre');
      expect(await other.get(key), 'database 0 does not hold it').toBeNull();
    } finally {
      await api.del(key);
      for (const redis of [api, worker, listener, other]) redis.disconnect();
    }
  });

  it('closes the connection instead of working in database 0 when the server refuses the number', async () => {
    const redis = createRedis(inDatabase(9999));
    const errors: string[] = [];
    redis.on('error', (err: Error) => errors.push(err.message));
    const deadline = Date.now() + 5000;
    while (redis.status !== 'end' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(
      errors.some((message) => /DB index/.test(message)),
      errors.join('; '),
    ).toBe(true);
    await expect(redis.set('written-in-the-wrong-database', '1')).rejects.toThrow();
    expect(redis.status).toBe('end');
  });
});
