import type { CompositionComponent, ProductSafety } from '@vetrina/contracts';
import { missingSafetyFields } from '@vetrina/contracts';

/** The safety columns of a product (issue 30 item 3). */
export interface SafetyValues {
  sku: string | null;
  composition: CompositionComponent[];
  care_instructions: string | null;
  age_min_months: number | null;
  age_max_months: number | null;
  warnings: string | null;
  is_toy: boolean;
  ce_marking: boolean;
}

/** Italian names for the activity log's 'Modificati: …' (never the values). */
export const SAFETY_COLUMN_LABELS: Record<keyof SafetyValues, string> = {
  sku: 'codice articolo',
  composition: 'composizione',
  care_instructions: 'istruzioni di lavaggio',
  age_min_months: 'età consigliata (minima)',
  age_max_months: 'età consigliata (massima)',
  warnings: 'avvertenze',
  is_toy: 'giocattolo',
  ce_marking: 'marcatura CE',
};

/** The columns of a product's safety data (a form's input, or the demo catalogue's). */
export function safetyColumnsOf(input: ProductSafety): SafetyValues {
  return {
    sku: input.sku,
    composition: input.composition,
    care_instructions: input.careInstructions,
    age_min_months: input.ageMinMonths,
    age_max_months: input.ageMaxMonths,
    warnings: input.warnings,
    is_toy: input.isToy,
    ce_marking: input.ceMarking,
  };
}

export function safetyOf(row: SafetyValues): ProductSafety {
  return {
    sku: row.sku,
    composition: row.composition,
    careInstructions: row.care_instructions,
    ageMinMonths: row.age_min_months,
    ageMaxMonths: row.age_max_months,
    warnings: row.warnings,
    isToy: row.is_toy,
    ceMarking: row.ce_marking,
  };
}

export const missingSafetyOf = (row: SafetyValues) => missingSafetyFields(safetyOf(row));

/** node-postgres would send a JavaScript array as a PostgreSQL array: jsonb takes it as JSON text. */
export function toColumns<T extends Partial<SafetyValues>>(values: T) {
  return values.composition === undefined
    ? values
    : { ...values, composition: JSON.stringify(values.composition) };
}
