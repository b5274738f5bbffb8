import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `pauseMs` (an empty value at once: clearing is never delayed). */
export function useSettledValue(value: string, pauseMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
