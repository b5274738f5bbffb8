import type { ActivityEntry, ActivityPage } from '@vetrina/contracts';

const MINUTE = 60_000;

/** An entry `minutesAgo` before now (so its relative time is known without a fake clock). */
export function activityEntry(
  n: number,
  minutesAgo: number,
  fields: Partial<ActivityEntry> = {},
): ActivityEntry {
  return {
    id: `catalog:${n}`,
    at: new Date(Date.now() - minutesAgo * MINUTE - 5000).toISOString(),
    kind: 'product',
    action: 'updated',
    username: 'anna',
    item: { id: String(n), label: `Prodotto ${n}`, href: `/admin/prodotti/${n}` },
    summary: 'Modificati: prezzo, descrizione',
    ...fields,
  };
}

export const activityPage = (items: ActivityEntry[], nextCursor: string | null = null): ActivityPage => ({
  items,
  nextCursor,
});
