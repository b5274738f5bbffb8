import { SSR_STATE_ELEMENT_ID } from '@vetrina/contracts/ssr';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { addAtSlot, fillSection, hasSlot } from './shell-slots.ts';

/** JSON inside `<script type="application/json">`: `<` escaped so no `</script>` can end it early. */
export function embedJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts a server-rendered page into the shell's slots: its markup as `#root` (marked `data-ssr`, so the
 * shell hydrates instead of rendering), its styles and hints at the head slot, and the data it was rendered
 * with as inert JSON at the state slot (allowed by the CSP, unlike an inline script). The shell's "enable
 * JavaScript" notice goes: the page reads without it. A shell without these slots is left unchanged.
 */
export function injectRendered(html: string, page: RenderedPage): string {
  if (!hasSlot(html, 'root') || !hasSlot(html, 'head') || !hasSlot(html, 'state')) return html;
  const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${embedJson(page.state)}</script>`;
  const withHead = addAtSlot(addAtSlot(html, 'head', page.head), 'state', state);
  const withoutNotice = fillSection(withHead, 'noscript', () => '');
  return fillSection(withoutNotice, 'root', () => `<div id="root" data-ssr>${page.html}</div>`);
}
