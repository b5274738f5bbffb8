import { useState } from 'react';

/**
 * True from a popup's first opening on: its code is loaded on demand then, and it stays rendered after,
 * so it can animate closed and opens at once the next time.
 */
export function useHasBeenOpen(open: boolean): boolean {
  const [hasBeenOpen, setHasBeenOpen] = useState(open);
  if (open && !hasBeenOpen) setHasBeenOpen(true);
  return hasBeenOpen || open;
}
