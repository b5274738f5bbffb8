import type { AdminProduct } from '@vetrina/contracts';

/** '5–7 giorni lavorativi', '5 giorni lavorativi' or '' when the product has none. */
export function leadTimeText({ leadTimeMinDays: min, leadTimeMaxDays: max }: AdminProduct): string {
  if (min === null && max === null) return '';
  const days = min !== null && max !== null && min !== max ? `${min}–${max}` : String(max ?? min);
  return `${days} ${days === '1' ? 'giorno lavorativo' : 'giorni lavorativi'}`;
}
