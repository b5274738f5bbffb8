import type { AdminProduct, CompositionComponent } from '@vetrina/contracts';

/** The safety fields as the product form holds them (numbers as typed text, like the lead times). */
export interface SafetyFormValues {
  sku: string;
  composition: CompositionComponent[];
  careInstructions: string;
  ageMinMonths: string;
  ageMaxMonths: string;
  warnings: string;
  isToy: boolean;
  ceMarking: boolean;
}

export const SAFETY_FORM_FIELDS = [
  'sku',
  'composition',
  'careInstructions',
  'ageMinMonths',
  'ageMaxMonths',
  'warnings',
  'isToy',
  'ceMarking',
] as const satisfies readonly (keyof SafetyFormValues)[];

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

export function safetyFormValues(product?: AdminProduct): SafetyFormValues {
  return {
    sku: text(product?.sku),
    composition: product?.composition ?? [],
    careInstructions: text(product?.careInstructions),
    ageMinMonths: text(product?.ageMinMonths),
    ageMaxMonths: text(product?.ageMaxMonths),
    warnings: text(product?.warnings),
    isToy: product?.isToy ?? false,
    ceMarking: product?.ceMarking ?? false,
  };
}
