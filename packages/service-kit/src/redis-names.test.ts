import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { redisNames, redisNamespaceShape, type RedisNames } from './redis-names.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const DATABASE_URL = 'postgres://vetrina_content@db.internal:5433/vetrina_prod';

/** Every name a deployment's components use, functions called with a database URL. */
function everyName(names: RedisNames): string[] {
  return [
    ...names.allVersionKeys,
    ...Object.values(names.publicVersion),
    names.dataVersion,
    names.dataRestoredChannel,
    names.gatewayRateLimit,
    names.authKeys,
    names.catalogJobs,
    names.contentKeys(DATABASE_URL),
    names.backupJobs(DATABASE_URL),
    names.pushJobs,
  ];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry) && !/\.test\.ts$|\/test(ing)?\//.test(file) ? [file] : [];
  });
}

describe('Redis names per deployment (REDIS_NAMESPACE)', () => {
  it('puts every key, queue prefix and channel under the namespace', () => {
    for (const name of everyName(redisNames('shop-b'))) expect(name.startsWith('shop-b:'), name).toBe(true);
  });

  it('keeps the names used before the setting existed for the default namespace (no data moves)', () => {
    const names = redisNames();
    expect(names.publicVersion).toEqual({
      catalog: 'vetrina:public-version:catalog',
      content: 'vetrina:public-version:content',
      gateway: 'vetrina:public-version:gateway',
    });
    expect(names.dataVersion).toBe('vetrina:data-version');
    expect(names.dataRestoredChannel).toBe('vetrina:data-restored');
    expect(names.gatewayRateLimit).toBe('vetrina:gateway:rate-limit');
    expect(names.authKeys).toBe('vetrina:auth:');
    expect(names.catalogJobs).toBe('vetrina:catalog:jobs');
    expect(names.contentKeys(DATABASE_URL)).toBe('vetrina:content:vetrina_prod');
    expect(names.backupJobs(DATABASE_URL)).toBe('vetrina:backup:db.internal:5433:vetrina_prod');
  });

  it('accepts a Redis Cluster hash tag and refuses a separator or an empty namespace', () => {
    const shape = z.object(redisNamespaceShape);
    expect(shape.parse({}).REDIS_NAMESPACE).toBe('vetrina');
    expect(shape.parse({ REDIS_NAMESPACE: '{vetrina}' }).REDIS_NAMESPACE).toBe('{vetrina}');
    for (const bad of ['', 'a:b', 'spazio nome', 'x'.repeat(65)])
      expect(shape.safeParse({ REDIS_NAMESPACE: bad }).success, bad).toBe(false);
  });

  it('no server code spells a Redis name itself: they all come from redisNames', () => {
    const roots = ['packages/service-kit/src', 'packages/contracts/src', 'gateway/src'].concat(
      ['svc-catalog', 'svc-content', 'svc-auth', 'svc-backup'].map((s) => `${s}/src`),
    );
    const offenders = roots
      .flatMap((root) => sourceFiles(path.join(REPO, root)))
      .filter((file) => !file.endsWith('redis-names.ts'))
      .filter((file) => /['"`]vetrina:/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO, file));
    expect(offenders).toEqual([]);
  });
});
