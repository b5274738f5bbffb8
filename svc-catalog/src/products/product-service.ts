import type { ProductInput } from '@vetrina/contracts';
import { badRequest, conflict, notFound, type Db } from '@vetrina/service-kit';
import type { IdOrSlug } from '../http/params.ts';
import { toAdminProduct, toProduct, toRelatedProduct } from './product-mapper.ts';
import * as repo from './product-repository.ts';

export const PRODUCT_NOT_FOUND = 'Prodotto non trovato';

/** Whether a draft may be shown: true only for the product a valid preview token names. */
export type PreviewCheck = (productId: number) => boolean;
const noPreview: PreviewCheck = () => false;

export async function listPublicProducts(db: Db, options: { q?: string; category?: string } = {}) {
  const search = options.q?.trim();
  const rows = await repo.listProducts(db, {
    published: true,
    ...(search ? { search } : {}),
    ...(options.category ? { categorySlug: options.category.toLowerCase() } : {}),
  });
  return rows.map(toProduct);
}

export async function listFeaturedProducts(db: Db) {
  return (await repo.listProducts(db, { featured: true, published: true })).map(toProduct);
}

/** A product as the public may see it: a draft is "not found" unless previewed with its own token. */
export async function findPublicProductRow(db: Db, key: IdOrSlug, canPreview: PreviewCheck = noPreview) {
  const row = await repo.findProduct(db, key);
  if (!row || (!row.published && !canPreview(row.id))) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function getPublicProduct(db: Db, key: IdOrSlug, canPreview: PreviewCheck = noPreview) {
  return toProduct(await findPublicProductRow(db, key, canPreview));
}

export async function listProductsOfCategory(db: Db, categoryId: number) {
  return (await repo.listProducts(db, { categoryId, published: true })).map(toProduct);
}

export async function listRelatedProducts(db: Db, categoryId: number, excludeId?: number) {
  const rows = await repo.listProducts(db, {
    categoryId,
    published: true,
    ...(excludeId ? { excludeId } : {}),
  });
  return rows.map(toRelatedProduct);
}

/** Every product, drafts included; `q` searches as the public catalogue does. */
export async function listAdminProducts(db: Db, options: { q?: string } = {}) {
  const search = options.q?.trim();
  return (await repo.listProducts(db, search ? { search } : {})).map(toAdminProduct);
}

export async function getAdminProduct(db: Db, id: number) {
  const row = await repo.findProduct(db, { id });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toAdminProduct(row);
}

function toValues(input: ProductInput): repo.ProductValues {
  return {
    slug: input.slug.toLowerCase(),
    name: input.name,
    description: input.description,
    short_description: input.shortDescription ?? null,
    image: input.image,
    price: input.price,
    availability: input.availability,
    category_id: input.categoryId ?? null,
    featured: input.featured,
    is_customizable: input.isCustomizable,
    customization_price: input.customizationPrice,
    published: input.published,
    image_alt: input.imageAlt,
    lead_time_min_days: input.leadTimeMinDays ?? null,
    lead_time_max_days: input.leadTimeMaxDays ?? null,
  };
}

/** Maps constraint violations to the answer an admin can act on. */
function fromDbError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw conflict('Esiste già un prodotto con questo slug');
  if (code === '23503') {
    throw badRequest('Categoria non trovata', [{ path: ['categoryId'], message: 'Categoria non trovata' }]);
  }
  throw error;
}

export async function createProduct(db: Db, input: ProductInput) {
  const id = await repo.insertProduct(db, toValues(input)).catch(fromDbError);
  return getAdminProduct(db, id);
}

export async function updateProduct(db: Db, id: number, input: ProductInput) {
  const found = await repo.updateProduct(db, id, toValues(input)).catch(fromDbError);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  return getAdminProduct(db, id);
}

export async function setFeatured(db: Db, id: number, featured: boolean) {
  if (!(await repo.updateProduct(db, id, { featured }))) throw notFound(PRODUCT_NOT_FOUND);
  return getAdminProduct(db, id);
}

export async function deleteProduct(db: Db, id: number) {
  if (!(await repo.deleteProduct(db, id))) throw notFound(PRODUCT_NOT_FOUND);
}
