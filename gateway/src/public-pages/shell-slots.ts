/**
 * The places the gateway fills in a rendered page (mf-storefront/src/ssr/document.ts writes them):
 *
 * - the section `<!--slot:meta-->…<!--/slot:meta-->`, whose default title the page's own tags replace;
 * - the point `<!--slot:head-->`, before which the gateway adds the structured data.
 *
 * Exact strings only: nothing here parses HTML. A document without a slot is left unchanged.
 */
export type SectionSlot = 'meta';
export type PointSlot = 'head';

export const slotOpen = (name: string) => `<!--slot:${name}-->`;
export const slotClose = (name: string) => `<!--/slot:${name}-->`;

/** Whether the shell has this slot (a section needs both of its ends). */
export function hasSlot(html: string, name: SectionSlot | PointSlot): boolean {
  const open = html.includes(slotOpen(name));
  return name === 'head' ? open : open && html.includes(slotClose(name));
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
