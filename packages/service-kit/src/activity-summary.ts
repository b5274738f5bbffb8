import { isDeepStrictEqual } from 'node:util';

/**
 * 'Modificati: prezzo, descrizione': the Italian names of the fields whose value changed, in the order
 * of `labels` (only the fields listed there are compared, so nothing unlisted can leak). Values never
 * appear; `nothing` is the text when no listed field changed.
 */
export function changedFieldsSummary<T extends object>(
  before: T,
  after: Partial<Record<keyof T, unknown>>,
  labels: Partial<Record<keyof T & string, string>>,
  nothing = 'Nessun campo modificato',
): string {
  const changed = (Object.keys(labels) as (keyof T & string)[])
    .filter(
      (field) => field in after && !isDeepStrictEqual(normalise(before[field]), normalise(after[field])),
    )
    .map((field) => labels[field]!);
  return changed.length > 0 ? `Modificati: ${changed.join(', ')}` : nothing;
}

// Money and dates arrive as strings or numbers or Date objects depending on the side: compare their text.
const normalise = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'number' ? String(value) : value;
