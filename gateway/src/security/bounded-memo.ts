/**
 * A function of a string remembered for up to `maxEntries` distinct arguments: when full, everything is
 * forgotten at once (no per-call bookkeeping), so memory stays bounded whatever strings a client sends.
 * Arguments longer than `maxKeyLength` are computed every time, never kept. For pure functions only: the
 * hot path asks the same few addresses and paths over and over.
 */
export function boundedMemo<T>(
  compute: (key: string) => T,
  maxEntries: number,
  maxKeyLength = Infinity,
): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key)!;
    const value = compute(key);
    if (key.length > maxKeyLength) return value;
    if (remembered.size >= maxEntries) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}
