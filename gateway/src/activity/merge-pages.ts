import { cursorAfter, type ActivityEntry, type ActivityPage, type ActivitySource } from '@vetrina/contracts';

export interface SourcePage {
  source: ActivitySource;
  /** null: the service did not answer (its entries are missing from the merged page). */
  page: { items: ActivityEntry[]; nextCursor: string | null } | null;
}

/** "<source>:<n>" → [source, n]: the order (at desc, source desc, n desc) every service pages by. */
const idParts = (id: string): [string, number] => {
  const [source, n] = id.split(':');
  return [source ?? '', Number(n)];
};

export function newestFirst(a: ActivityEntry, b: ActivityEntry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  const [sourceA, nA] = idParts(a.id);
  const [sourceB, nB] = idParts(b.id);
  if (sourceA !== sourceB) return sourceA < sourceB ? 1 : -1;
  return nB - nA;
}

/**
 * The merged page: each service gave its first `limit` entries after the cursor, so the first `limit`
 * of their union are the first `limit` overall. There is more when the union was longer or a service
 * said it has more.
 */
export function mergePages(pages: SourcePage[], limit: number): ActivityPage {
  const answered = pages.filter((p) => p.page !== null);
  const all = answered.flatMap((p) => p.page!.items).sort(newestFirst);
  const items = all.slice(0, limit);
  const more = all.length > limit || answered.some((p) => p.page!.nextCursor !== null);
  const last = items.at(-1);
  return {
    items,
    nextCursor: more && last ? cursorAfter(last) : null,
    unavailable: pages.filter((p) => p.page === null).map((p) => p.source),
  };
}
