import { isDeepStrictEqual } from 'node:util';

/**
 * The Italian names of the fields whose value changed, in the order of `labels` (only the fields
 * listed there are compared, so nothing unlisted can leak). Values never appear.
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<Record<keyof T, unknown>>,
  labels: Partial<Record<keyof T & string, string>>,
): string[] {
  return (Object.keys(labels) as (keyof T & string)[])
    .filter(
      (field) => field in after && !isDeepStrictEqual(normalise(before[field]), normalise(after[field])),
    )
    .map((field) => labels[field]!);
}

/** 'Modificati: prezzo, descrizione' (see changedFields); `nothing` when no listed field changed. */
export function changedFieldsSummary<T extends object>(
  before: T,
  after: Partial<Record<keyof T, unknown>>,
  labels: Partial<Record<keyof T & string, string>>,
  nothing = 'Nessun campo modificato',
): string {
  const changed = changedFields(before, after, labels);
  return changed.length > 0 ? `Modificati: ${changed.join(', ')}` : nothing;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Money and dates arrive as text, numbers or Date objects depending on the side ('12.5' from a form,
// '12.50' from a numeric column): numbers and decimal text compare by value, dates by instant.
const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
};
