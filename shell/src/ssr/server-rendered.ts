import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ELEMENT_ID } from '@vetrina/contracts/ssr';
import { isServerRendered } from './is-server-rendered.ts';

/**
 * The data a server-rendered page was rendered with, when `#root` holds such a page (the gateway marks
 * it `data-ssr`); undefined for the plain shell page or unreadable state (the page is then rendered anew).
 */
export function readServerRendered(container: HTMLElement): { state: DehydratedState } | undefined {
  if (!isServerRendered(container)) return undefined;
  const json = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!json) return undefined;
  try {
    return { state: JSON.parse(json) as DehydratedState };
  } catch {
    return undefined;
  }
}
