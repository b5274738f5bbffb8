/** What can be clicked on a server-rendered page but does nothing until React has hydrated it. */
const NEEDS_THE_APP =
  'button, [role="button"], [role="tab"], [role="switch"], summary, input[type="checkbox"], input[type="radio"]';

let recorded: HTMLElement[] | null = null;

function record(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_THE_APP) : null;
  // Links are left alone: they navigate natively, which is what the app would do.
  if (!recorded || !target?.closest('#root') || target.closest('a[href]')) return;
  // The app replays the click; the browser's own action (a form submitted to nowhere) must not run now.
  event.preventDefault();
  recorded.push(target);
}

/**
 * A server-rendered page shows working-looking buttons before the app has started: their clicks are
 * recorded (from the entry script, the first to run) so that none is lost.
 */
export function recordEarlyClicks(doc: Document = document): void {
  recorded = [];
  doc.addEventListener('click', record, true);
}

/**
 * Stops recording (from here on React queues and replays clicks itself) and hands over what was
 * recorded, in the order it happened.
 */
export function takeEarlyClicks(doc: Document = document): HTMLElement[] {
  const clicks = recorded ?? [];
  recorded = null;
  doc.removeEventListener('click', record, true);
  return clicks;
}

/** Clicks again, once the app has hydrated them, the controls clicked before it started. */
export function replayClicks(clicks: readonly HTMLElement[]): void {
  for (const element of clicks) if (element.isConnected) element.click();
}
