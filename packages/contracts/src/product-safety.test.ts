import { describe, expect, it } from 'vitest';
import type { Product } from './catalog.ts';
import { productInputSchema } from './catalog.ts';
import {
  ageText,
  compositionText,
  EMPTY_PRODUCT_SAFETY,
  missingSafetyFields,
  type ProductSafety,
} from './product-safety-rules.ts';
import { productJsonLd } from './structured-data.ts';

const complete: ProductSafety = {
  sku: 'BAV-01',
  composition: [
    {
      part: 'esterno',
      fibres: [
        { fibre: 'poliestere', percent: 20 },
        { fibre: 'cotone', percent: 80 },
      ],
    },
    { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
  ],
  careInstructions: 'Lavare a 30 °C.',
  ageMinMonths: 0,
  ageMaxMonths: 36,
  warnings: 'Togliere il bavaglino prima di mettere il bambino a dormire.',
  isToy: true,
  ceMarking: true,
};
const maker = {
  makerName: 'Laboratorio Anna',
  makerAddress: 'Via Roma 1, Bologna',
  makerEmail: 'a@example.com',
};

describe('product safety rules', () => {
  it('lists what a product lacks to be published; CE only for toys', () => {
    expect(missingSafetyFields(EMPTY_PRODUCT_SAFETY)).toEqual([
      'sku',
      'composition',
      'careInstructions',
      'ageMinMonths',
    ]);
    expect(missingSafetyFields(complete)).toEqual([]);
    expect(missingSafetyFields({ ...complete, ceMarking: false })).toEqual(['ceMarking']);
    expect(missingSafetyFields({ ...complete, isToy: false, ceMarking: false })).toEqual([]);
  });

  it('writes the composition per part with fibres by descending share, and the age in months or years', () => {
    expect(compositionText(complete.composition)).toBe(
      'Esterno: 80% cotone, 20% poliestere — Imbottitura: 100% poliestere',
    );
    expect(compositionText([{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }])).toBe('100% cotone');
    expect(ageText(0, 36)).toBe('Dalla nascita a 3 anni');
    expect(ageText(6, null)).toBe('Da 6 mesi');
    expect(ageText(12, 18)).toBe('Da 1 anno a 18 mesi');
    expect(ageText(null, 12)).toBeNull();
  });

  it('accepts a form with an uppercased code and refuses reversed ages and duplicate fibres', () => {
    const base = {
      name: 'Bavaglino',
      slug: 'bavaglino',
      description: 'Un bavaglino di cotone.',
      image: '/uploads/b.webp',
      price: '',
      imageAlt: 'Bavaglino',
    };
    expect(productInputSchema.parse({ ...base, sku: ' bav-01 ' }).sku).toBe('BAV-01');
    expect(productInputSchema.parse({ ...base, sku: '' }).sku).toBeNull();
    const reversed = productInputSchema.safeParse({ ...base, ageMinMonths: 12, ageMaxMonths: 6 });
    expect(reversed.error?.issues[0]?.path).toEqual(['ageMaxMonths']);
    const twice = productInputSchema.safeParse({
      ...base,
      composition: [
        {
          part: '',
          fibres: [
            { fibre: 'cotone', percent: 50 },
            { fibre: 'cotone', percent: 50 },
          ],
        },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('Ogni fibra compare una volta sola');
    const unnamed = productInputSchema.safeParse({
      ...base,
      composition: [complete.composition[0], { part: '', fibres: [{ fibre: 'lino', percent: 100 }] }],
    });
    expect(unnamed.error?.issues[0]?.path).toEqual(['composition']);
  });

  it('gives the structured data the maker, the material, the code and the suggested age', () => {
    const product = {
      ...complete,
      id: 3,
      slug: 'b',
      name: 'B',
      description: 'd',
      shortDescription: 'd',
    } as Product;
    const [ld] = productJsonLd(
      { ...product, image: '/uploads/b.webp', price: '1.00' },
      'https://x',
      'V',
      undefined,
      maker,
    ) as [Record<string, unknown>];
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'BAV-01',
      material: 'Esterno: 80% cotone, 20% poliestere — Imbottitura: 100% poliestere',
      manufacturer: { '@type': 'Organization', name: 'Laboratorio Anna', email: 'a@example.com' },
      audience: {
        '@type': 'PeopleAudience',
        suggestedMinAge: 0,
        suggestedMaxAge: 3,
        suggestedAge: { minValue: 0, maxValue: 36, unitCode: 'MON' },
      },
    });
    const [withoutMaker] = productJsonLd(
      { ...product, image: '/uploads/b.webp', price: '1.00' },
      'https://x',
      'V',
      undefined,
      { ...maker, makerEmail: '' },
    ) as [Record<string, unknown>];
    expect(withoutMaker).not.toHaveProperty('manufacturer');
  });
});
