import { LRUCache } from 'lru-cache';

const allCaches = new Set<LRUCache<string, Promise<unknown>>>();

/** Empties every cache at once: after a database restore nothing cached may be served again. */
export function clearAllTtlCaches(): void {
  for (const cache of allCaches) cache.clear();
}

/**
 * The gateway's read-through caches (lru-cache with expiry and a size cap) of loads in flight or done: two
 * requests for one key share one load, and a failed load is not remembered (the next request tries again).
 * A ttl of 0 or less caches nothing.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 500) {
  const cache = new LRUCache<string, Promise<T>>({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  allCaches.add(cache as LRUCache<string, Promise<unknown>>);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = cache.get(key);
      if (hit) return hit;
      const value = load();
      cache.set(key, value);
      value.catch(() => cache.get(key) === value && cache.delete(key));
      return value;
    },
    /** Forgets every entry (after an admin write changed the data behind them). */
    clear(): void {
      cache.clear();
    },
  };
}
