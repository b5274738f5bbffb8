/** A small in-memory cache with expiry, in-flight de-duplication and a size cap. */
export function createTtlCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
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
  };
}
