import { useEffect, useState } from 'react';

/** false for `ms` milliseconds after mount, then true (spec §9 skeleton times). */
export function useDelayedReady(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
