/** Runs `start` once the element is near the viewport (its wrapper has no box: its children are watched). */
export function whenVisible(element: HTMLElement, start: () => void): void {
  const targets = [...element.children];
  if (typeof IntersectionObserver !== 'function' || targets.length === 0) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '200px' },
  );
  targets.forEach((target) => observer.observe(target));
}

/** Runs `start` when the main thread is idle (at most 2 s later), or soon where there is no such API. */
export function whenIdle(start: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
