import type * as z from 'zod';
import type { productInputSchema } from '@vetrina/contracts';
import { DEFAULT_AVAILABILITY, DEFAULT_CUSTOMIZATION_PRICE, type AdminProduct } from '@vetrina/contracts';
import { questionValues, type QuestionValues } from './question-values.ts';
import { SAFETY_FORM_FIELDS, safetyFormValues, type SafetyFormValues } from './safety/safety-form-values.ts';

/** What the inputs hold (text fields are strings); the shared schema turns them into the API payload. */
export interface ProductFormValues extends SafetyFormValues {
  name: string;
  slug: string;
  description: string;
  shortDescription: string;
  image: string;
  imageAlt: string;
  categoryId: string;
  availability: string;
  price: string;
  isCustomizable: boolean;
  customizationPrice: string;
  featured: boolean;
  published: boolean;
  leadTimeMinDays: string;
  leadTimeMaxDays: string;
  questions: QuestionValues[];
}

export type ProductFormOutput = z.output<typeof productInputSchema>;

export const PRODUCT_FIELDS = [
  'name',
  'slug',
  'description',
  'shortDescription',
  'image',
  'imageAlt',
  'categoryId',
  'availability',
  'price',
  'isCustomizable',
  'customizationPrice',
  'featured',
  'published',
  'leadTimeMinDays',
  'leadTimeMaxDays',
  'questions',
  ...SAFETY_FORM_FIELDS,
] as const satisfies readonly (keyof ProductFormValues)[];

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** A new product starts with the surcharge of 'Impostazioni' when it could be read (admins only). */
export function productFormValues(
  product?: AdminProduct,
  customizationPrice = DEFAULT_CUSTOMIZATION_PRICE,
): ProductFormValues {
  return {
    name: text(product?.name),
    slug: text(product?.slug),
    description: text(product?.description),
    shortDescription: text(product?.shortDescription),
    image: text(product?.image),
    imageAlt: text(product?.imageAlt),
    categoryId: text(product?.categoryId),
    availability: product?.availability ?? DEFAULT_AVAILABILITY,
    price: text(product?.price),
    isCustomizable: product?.isCustomizable ?? false,
    customizationPrice: product?.customizationPrice ?? customizationPrice,
    featured: product?.featured ?? false,
    published: product?.published ?? true,
    leadTimeMinDays: text(product?.leadTimeMinDays),
    leadTimeMaxDays: text(product?.leadTimeMaxDays),
    questions: (product?.questions ?? []).map(questionValues),
    ...safetyFormValues(product),
  };
}
