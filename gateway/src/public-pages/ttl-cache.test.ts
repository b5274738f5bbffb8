import { describe, expect, it } from 'vitest';
import { clearAllTtlCaches, createTtlCache } from './ttl-cache.ts';

const counter = () => {
  let calls = 0;
  return { load: async () => `v${++calls}`, calls: () => calls };
};

describe('gateway ttl cache', () => {
  it('shares one load per key until it expires', async () => {
    const cache = createTtlCache<string>(50);
    const source = counter();
    const [a, b] = await Promise.all([cache.get('k', source.load), cache.get('k', source.load)]);
    expect([a, b, source.calls()]).toEqual(['v1', 'v1', 1]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.get('k', source.load)).toBe('v2');
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = createTtlCache<string>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const cache = createTtlCache<string>(60_000, 2);
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('a', source.load);
    await cache.get('c', source.load);
    expect(await cache.get('a', source.load)).toBe('v1');
    expect(await cache.get('b', source.load)).toBe('v4');
  });

  it('caches nothing with a ttl of 0, and empties every cache at once', async () => {
    const uncached = createTtlCache<string>(0);
    const source = counter();
    await uncached.get('k', source.load);
    await uncached.get('k', source.load);
    expect(source.calls()).toBe(2);
    const cached = createTtlCache<string>(60_000);
    await cached.get('k', source.load);
    clearAllTtlCaches();
    expect(await cached.get('k', source.load)).toBe('v4');
  });
});
