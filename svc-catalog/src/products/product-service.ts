import { SAFETY_MESSAGES, type ProductInput } from '@vetrina/contracts';
import {
  badRequest,
  changedFieldsSummary,
  conflict,
  notFound,
  recordActivity,
  type Db,
} from '@vetrina/service-kit';
import { PRODUCT_FIELD_LABELS, productActivity, type Actor } from '../activity/catalog-activity.ts';
import type { IdOrSlug } from '../http/params.ts';
import type { ReadMaker } from '../safety/maker-client.ts';
import { assertPublishable } from '../safety/publish-check.ts';
import { storedQuestions, toAdminProduct, toProduct, toRelatedProduct } from './product-mapper.ts';
import * as repo from './product-repository.ts';
import { safetyColumnsOf } from './product-safety-columns.ts';
import { questionsJson, withQuestionIds } from './product-questions.ts';

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
    ...safetyColumnsOf(input),
    questions: questionsJson(withQuestionIds(input.questions)),
  };
}

/** Maps constraint violations to the answer an admin can act on. */
function fromDbError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505' && (error as { constraint?: string }).constraint === 'products_sku_unique') {
    throw conflict(SAFETY_MESSAGES.skuTaken);
  }
  if (code === '23505') throw conflict('Esiste già un prodotto con questo slug');
  if (code === '23503') {
    throw badRequest('Categoria non trovata', [{ path: ['categoryId'], message: 'Categoria non trovata' }]);
  }
  throw error;
}

export async function createProduct(db: Db, input: ProductInput, actor: Actor, readMaker: ReadMaker) {
  const values = toValues(input);
  await assertPublishable(values, readMaker);
  const id = await db
    .transaction(async (trx) => {
      const id = await repo.insertProduct(trx, values);
      await recordActivity(
        trx,
        productActivity('created', actor, { id, name: values.name }, 'Nuovo prodotto'),
      );
      return id;
    })
    .catch(fromDbError);
  return getAdminProduct(db, id);
}

/** Changes a product and records which fields changed, in one transaction; false when it is gone. */
async function changeProduct(
  db: Db,
  id: number,
  values: Partial<repo.ProductValues>,
  actor: Actor,
  summaryOf: (before: repo.ProductValues) => string,
) {
  const found = await db
    .transaction(async (trx) => {
      const before = await repo.findProduct(trx, { id }, { forUpdate: true });
      if (!before || !(await repo.updateProduct(trx, id, values))) return false;
      const name = values.name ?? before.name;
      await recordActivity(trx, productActivity('updated', actor, { id, name }, summaryOf(before)));
      return true;
    })
    .catch(fromDbError);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  return getAdminProduct(db, id);
}

export async function updateProduct(
  db: Db,
  id: number,
  input: ProductInput,
  actor: Actor,
  readMaker: ReadMaker,
) {
  const values = toValues(input);
  await assertPublishable(values, readMaker);
  return changeProduct(db, id, values, actor, (before) =>
    changedFieldsSummary(
      { ...before, questions: questionsJson(storedQuestions(before.questions)) },
      values,
      PRODUCT_FIELD_LABELS,
    ),
  );
}

export async function setFeatured(db: Db, id: number, featured: boolean, actor: Actor) {
  return changeProduct(db, id, { featured }, actor, () =>
    featured ? 'Messo in evidenza' : 'Tolto dall’evidenza',
  );
}

export async function deleteProduct(db: Db, id: number, actor: Actor) {
  const deleted = await db.transaction(async (trx) => {
    const row = await repo.findProduct(trx, { id }, { forUpdate: true });
    if (!row || !(await repo.deleteProduct(trx, id))) return false;
    await recordActivity(trx, productActivity('deleted', actor, row, 'Prodotto eliminato'));
    return true;
  });
  if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
}
