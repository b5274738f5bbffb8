import { missingSafetyOf, safetyOf, type SafetyValues } from './product-safety-columns.ts';
import {
  shortDescriptionOf,
  type AdminProduct,
  type Product,
  type ProductQuestion,
  type RelatedProduct,
} from '@vetrina/contracts';

/** The writable columns of a product. */
export interface ProductValues extends SafetyValues {
  slug: string;
  name: string;
  description: string;
  short_description: string | null;
  image: string;
  price: string | null;
  availability: string;
  category_id: number | null;
  featured: boolean;
  is_customizable: boolean;
  customization_price: string;
  published: boolean;
  image_alt: string;
  lead_time_min_days: number | null;
  lead_time_max_days: number | null;
  /** jsonb: read as a list, written as its JSON text (pg would write a JS array as a PostgreSQL array). */
  questions: ProductQuestion[] | string;
}

/** A product row joined with its category. */
export interface ProductRow extends ProductValues {
  id: number;
  created_at: Date;
  updated_at: Date;
  category_name: string | null;
  category_slug: string | null;
  category_description: string | null;
}

/** The questions column as read (a list) or as about to be written (its JSON text). */
export const storedQuestions = (value: ProductValues['questions']): ProductQuestion[] =>
  typeof value === 'string' ? (JSON.parse(value) as ProductQuestion[]) : value;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    shortDescription: shortDescriptionOf(row.description, row.short_description),
    image: row.image,
    price: row.price,
    availability: row.availability,
    categoryId: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? {
            id: row.category_id,
            name: row.category_name,
            slug: row.category_slug ?? '',
            description: row.category_description,
          }
        : null,
    featured: row.featured,
    isCustomizable: row.is_customizable,
    customizationPrice: row.customization_price,
    imageAlt: row.image_alt,
    leadTimeMinDays: row.lead_time_min_days,
    leadTimeMaxDays: row.lead_time_max_days,
    questions: storedQuestions(row.questions),
    updatedAt: row.updated_at.toISOString(),
    ...safetyOf(row),
  };
}

/** The admin form edits the stored short description (null when empty), never the public fallback. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    shortDescription: row.short_description,
    published: row.published,
    createdAt: row.created_at.toISOString(),
    safetyMissing: missingSafetyOf(row),
  };
}

export function toRelatedProduct(row: ProductRow): RelatedProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    imageAlt: row.image_alt,
    categoryId: row.category_id,
    availability: row.availability,
    price: row.price,
  };
}
