import { SSR_STATE_ELEMENT_ID } from '@vetrina/contracts/ssr';
import type { RenderedPage } from '@vetrina/contracts/ssr';

/** The shell's mount point with its "Caricamento…" placeholder: always the last element of the body. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/i;
/** The shell's "enable JavaScript" notice: a rendered page is readable without it. */
const NOSCRIPT_NOTICE = /\s*<noscript>[\s\S]*?<\/noscript>/gi;

/** JSON inside `<script type="application/json">`: `<` escaped so no `</script>` can end it early. */
export function embedJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts a server-rendered page into the shell's HTML: its markup in `#root` (marked `data-ssr`, so the
 * shell hydrates instead of rendering), its styles and hints in the head, and the data it was rendered
 * with as inert JSON (allowed by the CSP, unlike an inline script). The shell's "enable JavaScript" notice
 * goes: the page reads without it. Without a `#root` the HTML is unchanged.
 */
export function injectRendered(html: string, page: RenderedPage, headMarker: string): string {
  if (!ROOT_ELEMENT.test(html) || !html.includes(headMarker)) return html;
  const head = `${page.head}\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${embedJson(page.state)}</script>`;
  return html
    .replace(NOSCRIPT_NOTICE, '')
    .replace(headMarker, () => `${head}\n    ${headMarker}`)
    .replace(
      ROOT_ELEMENT,
      (_match, bodyEnd: string) => `<div id="root" data-ssr>${page.html}</div>${bodyEnd}`,
    );
}
