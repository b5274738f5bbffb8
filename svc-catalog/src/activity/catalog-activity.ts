import type { ActivityRecord } from '@vetrina/service-kit';
import type { CategoryValues } from '../categories/category-repository.ts';
import type { ProductValues } from '../products/product-mapper.ts';
import { SAFETY_COLUMN_LABELS } from '../products/product-safety-columns.ts';

/** Who made a catalogue change (the signed-in user; null for the system). */
export type Actor = ActivityRecord['actor'];

/** The admin screens the entries link to (mf-admin routes.tsx). */
export const productHref = (id: number) => `/admin/prodotti/${id}`;
export const categoryHref = (id: number) => `/admin/categorie/${id}`;

/** Italian names of the product fields an update summary may list (never their values). */
export const PRODUCT_FIELD_LABELS: Record<keyof ProductValues, string> = {
  name: 'nome',
  slug: 'slug',
  description: 'descrizione',
  short_description: 'descrizione breve',
  image: 'immagine',
  image_alt: 'testo alternativo',
  price: 'prezzo',
  availability: 'disponibilità',
  category_id: 'categoria',
  featured: 'in evidenza',
  is_customizable: 'personalizzabile',
  customization_price: 'prezzo della personalizzazione',
  published: 'pubblicato',
  lead_time_min_days: 'tempi minimi',
  lead_time_max_days: 'tempi massimi',
  ...SAFETY_COLUMN_LABELS,
  questions: 'domande di personalizzazione',
};

export const CATEGORY_FIELD_LABELS: Record<keyof CategoryValues, string> = {
  name: 'nome',
  slug: 'slug',
  description: 'descrizione',
  image: 'immagine',
};

type ItemAction = ActivityRecord['action'];

export const productActivity = (
  action: ItemAction,
  actor: Actor,
  product: { id: number; name: string },
  summary: string,
  kind: 'product' | 'media' = 'product',
): ActivityRecord => ({
  kind,
  action,
  actor,
  itemId: product.id,
  itemLabel: product.name,
  itemHref: productHref(product.id),
  summary,
});

export const categoryActivity = (
  action: ItemAction,
  actor: Actor,
  category: { id: number; name: string },
  summary: string,
): ActivityRecord => ({
  kind: 'category',
  action,
  actor,
  itemId: category.id,
  itemLabel: category.name,
  itemHref: categoryHref(category.id),
  summary,
});
