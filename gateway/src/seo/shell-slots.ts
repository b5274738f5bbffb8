/**
 * The shell's index.html names the places the gateway fills (shell/public/index.html):
 *
 * - sections `<!--slot:NAME-->…<!--/slot:NAME-->` whose default content the gateway may replace:
 *   `meta` (default title and description), `app-preloads` (the app's own script and data preloads),
 *   `noscript` (the "enable JavaScript" notice) and `root` (the `#root` mount point with its placeholder);
 * - points `<!--slot:NAME-->` where the gateway adds: `head` (page tags) and `state` (a render's data);
 * - `scripts`: the point html-webpack-plugin's head tags follow; that section ends at `</head>`.
 *
 * Exact strings only: nothing here parses HTML. A shell without a slot (an older build) is left unchanged.
 */
export type SectionSlot = 'meta' | 'app-preloads' | 'noscript' | 'root';
export type PointSlot = 'head' | 'state';

export const slotOpen = (name: string) => `<!--slot:${name}-->`;
export const slotClose = (name: string) => `<!--/slot:${name}-->`;
const SCRIPTS_OPEN = slotOpen('scripts');
const HEAD_END = '</head>';

/** Whether the shell has this slot (a section needs both of its ends). */
export function hasSlot(html: string, name: SectionSlot | PointSlot | 'scripts'): boolean {
  if (name === 'scripts') return html.includes(SCRIPTS_OPEN) && html.includes(HEAD_END);
  const open = html.includes(slotOpen(name));
  return name === 'head' || name === 'state' ? open : open && html.includes(slotClose(name));
}

/** Replaces a section's content (markers kept, so slots stay unique): `fill(content)` gets the default. */
export function fillSection(html: string, name: SectionSlot, fill: (content: string) => string): string {
  const open = slotOpen(name);
  const close = slotClose(name);
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) return html;
  const from = start + open.length;
  return html.slice(0, from) + fill(html.slice(from, end)) + html.slice(end);
}

/** Adds markup just before a point slot's marker (so later additions come after earlier ones). */
export function addAtSlot(html: string, name: PointSlot, markup: string): string {
  const marker = slotOpen(name);
  const at = html.indexOf(marker);
  if (at < 0) return html;
  return `${html.slice(0, at)}${markup}\n    ${html.slice(at)}`;
}

/** Rewrites the build's script tags: the section from the `scripts` slot to the end of the head. */
export function fillScripts(html: string, fill: (tags: string) => string): string {
  const start = html.indexOf(SCRIPTS_OPEN);
  const end = html.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return html;
  const from = start + SCRIPTS_OPEN.length;
  return html.slice(0, from) + fill(html.slice(from, end)) + html.slice(end);
}
