import type { DehydratedState } from '@tanstack/react-query';

/** Must match the gateway's `SSR_STATE_ID` (gateway/src/seo/inject-rendered.ts). */
const STATE_ELEMENT_ID = 'vetrina-ssr-state';

/**
 * The data a server-rendered page was rendered with, when `#root` holds such a page (the gateway marks
 * it `data-ssr`); undefined for the plain shell page or unreadable state (the page is then rendered anew).
 */
export function readServerRendered(container: HTMLElement): { state: DehydratedState } | undefined {
  if (!container.hasAttribute('data-ssr')) return undefined;
  const json = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!json) return undefined;
  try {
    return { state: JSON.parse(json) as DehydratedState };
  } catch {
    return undefined;
  }
}
