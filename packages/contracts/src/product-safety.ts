import * as z from 'zod';
import {
  COMPOSITION_PARTS,
  FIBRE_NAMES,
  NOT_FOR_UNDER_36_MONTHS,
  SAFETY_FIELD_LABELS,
  type SafetyField,
} from './product-safety-rules.ts';
import { multiLineText, singleLineText } from './text-schema.ts';

export const SAFETY_MESSAGES = {
  sku: 'Il codice articolo può contenere lettere, numeri, trattini e punti (al massimo 40 caratteri)',
  skuTaken: 'Esiste già un prodotto con questo codice articolo',
  fibre: 'Scegli una fibra dall’elenco',
  percent: 'Inserisci una percentuale intera tra 1 e 100',
  percentSum: 'Le percentuali devono sommare 100',
  fibreTwice: 'Ogni fibra compare una volta sola',
  part: 'Scegli una parte dall’elenco',
  partsNamed: 'Con più parti, dai un nome diverso a ciascuna (esterno, imbottitura…)',
  components: 'Al massimo 5 parti, ciascuna con al massimo 10 fibre',
  care: 'Le istruzioni di lavaggio possono contenere al massimo 1000 caratteri',
  age: 'Inserisci un’età in mesi tra 0 e 216',
  ageOrder: 'L’età massima non può essere inferiore alla minima',
  warnings: 'Le avvertenze possono contenere al massimo 2000 caratteri',
  under36:
    'Questa avvertenza non vale per un prodotto adatto a bambini sotto i 36 mesi: correggi l’età o l’avvertenza',
  publish: 'Per pubblicare il prodotto completa',
  makerMissing:
    'Compila i dati del produttore in Impostazioni → Produttore (nome o ragione sociale, indirizzo postale, email)',
} as const;

const fibreShareSchema = z
  .object({
    fibre: z.enum(FIBRE_NAMES, SAFETY_MESSAGES.fibre),
    percent: z
      .number(SAFETY_MESSAGES.percent)
      .int(SAFETY_MESSAGES.percent)
      .min(1, SAFETY_MESSAGES.percent)
      .max(100, SAFETY_MESSAGES.percent),
  })
  .strict();

const componentSchema = z
  .object({
    part: z.enum(COMPOSITION_PARTS, SAFETY_MESSAGES.part),
    fibres: z.array(fibreShareSchema).min(1, SAFETY_MESSAGES.percentSum).max(10, SAFETY_MESSAGES.components),
  })
  .strict()
  .superRefine((component, ctx) => {
    if (component.fibres.reduce((sum, f) => sum + f.percent, 0) !== 100) {
      ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.percentSum, path: ['fibres'] });
    }
    if (new Set(component.fibres.map((f) => f.fibre)).size !== component.fibres.length) {
      ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.fibreTwice, path: ['fibres'] });
    }
  });

/** Fibres per part (Reg. 1007/2011 Arts. 9, 11): each part sums to 100; several parts each have a name. */
export const compositionSchema = z
  .array(componentSchema)
  .max(5, SAFETY_MESSAGES.components)
  .superRefine((components, ctx) => {
    if (components.length < 2) return;
    const parts = components.map((c) => c.part);
    if (parts.includes('') || new Set(parts).size !== parts.length) {
      ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.partsNamed, path: [] });
    }
  });

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const ageMonths = z
  .preprocess(
    emptyToNull,
    z.coerce
      .number(SAFETY_MESSAGES.age)
      .int(SAFETY_MESSAGES.age)
      .min(0, SAFETY_MESSAGES.age)
      .max(216, SAFETY_MESSAGES.age)
      .nullable(),
  )
  .default(null);

/** The product form's safety fields (all optional for a draft; see missingSafetyFields for publishing). */
export const productSafetyInputShape = {
  sku: z
    .preprocess(
      emptyToNull,
      singleLineText(SAFETY_MESSAGES.sku)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, SAFETY_MESSAGES.sku)
        .transform((v) => v.toUpperCase())
        .nullable(),
    )
    .default(null),
  composition: compositionSchema.default([]),
  careInstructions: z
    .preprocess(emptyToNull, multiLineText(SAFETY_MESSAGES.care).max(1000, SAFETY_MESSAGES.care).nullable())
    .default(null),
  ageMinMonths: ageMonths,
  ageMaxMonths: ageMonths,
  warnings: z
    .preprocess(
      emptyToNull,
      multiLineText(SAFETY_MESSAGES.warnings).max(2000, SAFETY_MESSAGES.warnings).nullable(),
    )
    .default(null),
  isToy: z.boolean().default(false),
  ceMarking: z.boolean().default(false),
};

/** What the API answers for a product's safety data. */
export const productSafetyShape = {
  sku: z.string().nullable(),
  composition: z.array(
    z.object({
      part: z.enum(COMPOSITION_PARTS),
      fibres: z.array(z.object({ fibre: z.enum(FIBRE_NAMES), percent: z.number() })),
    }),
  ),
  careInstructions: z.string().nullable(),
  ageMinMonths: z.number().int().nullable(),
  ageMaxMonths: z.number().int().nullable(),
  warnings: z.string().nullable(),
  isToy: z.boolean(),
  ceMarking: z.boolean(),
};

interface SafetyRefinable {
  ageMinMonths: number | null;
  ageMaxMonths: number | null;
  warnings: string | null;
}

/** The checks across fields: the age range in order, no 0–3 warning on a product meant for the under-3s. */
export function refineProductSafety(product: SafetyRefinable, ctx: z.RefinementCtx) {
  const { ageMinMonths: min, ageMaxMonths: max } = product;
  if (min !== null && max !== null && max < min) {
    ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.ageOrder, path: ['ageMaxMonths'] });
  }
  if (min !== null && min < 36 && product.warnings?.includes(NOT_FOR_UNDER_36_MONTHS)) {
    ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.under36, path: ['warnings'] });
  }
}

/** One issue per missing field ('Obbligatorio per pubblicare'), under the field's path. */
export function missingFieldIssues(fields: SafetyField[]) {
  return fields.map((field) => ({
    path: [field],
    message: `${SAFETY_FIELD_LABELS[field]}: obbligatorio per pubblicare`,
  }));
}

/** 'Per pubblicare il prodotto completa: Codice articolo, Composizione.' */
export const publishRefusedMessage = (labels: string[]) =>
  `${SAFETY_MESSAGES.publish}: ${labels.join(', ')}.`;
