import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/**
 * A menu that opens under its button: Escape or a click outside closes it (focus back on the button),
 * arrow keys move between its items, as MUI's Menu did.
 */
export function usePopup(ref: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const close = useCallback(
    (refocus = true) => {
      setOpen(false);
      if (refocus) ref.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
    },
    [ref],
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, ref]);

  const onMenuKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  }, []);

  const toggle = useCallback(() => setOpen((v) => !v), []);
  return [open, toggle, close, onMenuKeyDown] as const;
}
