import { ageText, compositionText, type ProductSafety } from '@vetrina/contracts/product-safety';

/** 'Sicurezza e composizione' as the product page shows it (computed on the server). */
export interface SafetyDetails {
  sku: string | null;
  /** One line per part: 'Esterno: 100% cotone'. */
  composition: string[];
  care: string | null;
  age: string | null;
  /** One warning per line, as the maker wrote them. */
  warnings: string[];
  ceMarked: boolean;
}

const lines = (text: string | null) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Partial: a catalogue from before the safety data (during a rolling update) answers without them. */
export function toSafetyDetails(product: Partial<ProductSafety>): SafetyDetails {
  return {
    sku: product.sku ?? null,
    composition: (product.composition ?? []).map((component) => compositionText([component])),
    care: product.careInstructions ?? null,
    age: ageText(product.ageMinMonths ?? null, product.ageMaxMonths ?? null),
    warnings: lines(product.warnings ?? null),
    ceMarked: !!product.isToy && !!product.ceMarking,
  };
}
