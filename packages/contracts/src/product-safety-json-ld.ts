// The safety part of a product's schema.org data (issue 30): maker, material, suggested age and the
// warnings, from the same fields the page's 'Sicurezza e composizione' shows. Zod-free, as its caller.
import {
  compositionText,
  isMakerComplete,
  SAFETY_FIELD_LABELS,
  type MakerIdentity,
  type ProductSafety,
} from './product-safety-rules.ts';

const years = (months: number) => Math.round((months / 12) * 100) / 100;

function audienceOf(min: number, max: number | null) {
  return {
    '@type': 'PeopleAudience',
    suggestedMinAge: years(min),
    ...(max === null ? {} : { suggestedMaxAge: years(max) }),
    // schema.org's ages are in years; the months stay exact here (UN/CEFACT 'MON').
    suggestedAge: {
      '@type': 'QuantitativeValue',
      minValue: min,
      ...(max === null ? {} : { maxValue: max }),
      unitCode: 'MON',
    },
  };
}

const property = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value });

/** Partial: a catalogue from before the safety data (during a rolling update) answers without them. */
export function productSafetyJsonLd(
  product: Partial<ProductSafety>,
  maker?: MakerIdentity,
): Record<string, unknown> {
  const composition = product.composition ?? [];
  const properties = [
    ...(product.warnings ? [property(SAFETY_FIELD_LABELS.warnings, product.warnings)] : []),
    ...(product.careInstructions
      ? [property(SAFETY_FIELD_LABELS.careInstructions, product.careInstructions)]
      : []),
    ...(product.isToy && product.ceMarking ? [property(SAFETY_FIELD_LABELS.ceMarking, 'CE')] : []),
  ];
  return {
    ...(maker && isMakerComplete(maker)
      ? {
          manufacturer: {
            '@type': 'Organization',
            name: maker.makerName,
            email: maker.makerEmail,
            address: maker.makerAddress,
          },
        }
      : {}),
    ...(composition.length > 0 ? { material: compositionText(composition) } : {}),
    ...(product.ageMinMonths == null
      ? {}
      : { audience: audienceOf(product.ageMinMonths, product.ageMaxMonths ?? null) }),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
  };
}
