import type { Product } from '@vetrina/contracts';
import { leadTimeOf } from '@vetrina/contracts/structured-data';

const days = (n: number) => (n === 1 ? '1 giorno lavorativo' : `${n} giorni lavorativi`);

/** 'Tempi di realizzazione: 3–5 giorni lavorativi' (one number when both sides agree or one is set); null when unset. */
export function leadTimeLabel(product: Pick<Product, 'leadTimeMinDays' | 'leadTimeMaxDays'>): string | null {
  const lead = leadTimeOf(product);
  if (!lead) return null;
  const span = lead.min === lead.max ? days(lead.min) : `${lead.min}–${days(lead.max)}`;
  return `Tempi di realizzazione: ${span}`;
}
