/**
 * A function of a string remembered for up to `maxEntries` distinct arguments: when full, everything is
 * forgotten at once (no per-call bookkeeping), so memory stays bounded whatever strings a client sends.
 * For pure functions only: the hot path asks the same few addresses over and over.
 */
export function boundedMemo<T>(compute: (key: string) => T, maxEntries: number): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key)!;
    const value = compute(key);
    if (remembered.size >= maxEntries) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}
