const allCaches = new Set<Map<string, unknown>>();

/** Empties every cache at once: after a database restore nothing cached may be served again. */
export function clearAllTtlCaches(): void {
  for (const entries of allCaches) entries.clear();
}

/** A small in-memory cache with expiry, in-flight de-duplication and a size cap. */
export function createTtlCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  allCaches.add(entries);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load is not remembered: the next request tries again.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    /** Forgets every entry (after an admin write changed the data behind them). */
    clear(): void {
      entries.clear();
    },
  };
}
