import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Where a lazily loaded popup goes: nothing until its first opening (so its code is not loaded before),
 * then always rendered, so it can animate closed and opens at once the next time.
 */
export function LazyPopupSlot({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasBeenOpen, setHasBeenOpen] = useState(open);
  if (open && !hasBeenOpen) setHasBeenOpen(true);
  if (!open && !hasBeenOpen) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
