import type { Category, CategoryDetail, CategoryInput } from '@vetrina/contracts';
import { changedFieldsSummary, conflict, notFound, recordActivity, type Db } from '@vetrina/service-kit';
import { CATEGORY_FIELD_LABELS, categoryActivity, type Actor } from '../activity/catalog-activity.ts';
import type { IdOrSlug } from '../http/params.ts';
import { listProductsOfCategory, listRelatedProducts } from '../products/product-service.ts';
import * as repo from './category-repository.ts';

export const CATEGORY_NOT_FOUND = 'Categoria non trovata';

export const toCategory = (row: repo.CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  image: row.image,
});

async function requireCategory(db: Db, key: IdOrSlug): Promise<repo.CategoryRow> {
  const row = await repo.findCategory(db, key);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export async function listCategories(db: Db): Promise<Category[]> {
  return (await repo.listCategories(db)).map(toCategory);
}

export async function getCategory(db: Db, key: IdOrSlug): Promise<Category> {
  return toCategory(await requireCategory(db, key));
}

export async function getCategoryDetail(db: Db, key: IdOrSlug): Promise<CategoryDetail> {
  const row = await requireCategory(db, key);
  return { category: toCategory(row), products: await listProductsOfCategory(db, row.id) };
}

export async function getRelatedProducts(db: Db, key: IdOrSlug, excludeId?: number) {
  const row = await requireCategory(db, key);
  return listRelatedProducts(db, row.id, excludeId);
}

const toValues = (input: CategoryInput): repo.CategoryValues => ({
  name: input.name,
  slug: input.slug.toLowerCase(),
  description: input.description ?? null,
  image: input.image ?? null,
});

function fromDbError(error: unknown): never {
  if ((error as { code?: string }).code === '23505')
    throw conflict('Esiste già una categoria con questo slug');
  throw error;
}

export async function createCategory(db: Db, input: CategoryInput, actor: Actor): Promise<Category> {
  const values = toValues(input);
  const id = await db
    .transaction(async (trx) => {
      const id = await repo.insertCategory(trx, values);
      await recordActivity(
        trx,
        categoryActivity('created', actor, { id, name: values.name }, 'Nuova categoria'),
      );
      return id;
    })
    .catch(fromDbError);
  return getCategory(db, { id });
}

export async function updateCategory(
  db: Db,
  id: number,
  input: CategoryInput,
  actor: Actor,
): Promise<Category> {
  const values = toValues(input);
  const found = await db
    .transaction(async (trx) => {
      const before = await repo.findCategory(trx, { id }, { forUpdate: true });
      if (!before || !(await repo.updateCategory(trx, id, values))) return false;
      const summary = changedFieldsSummary(before, values, CATEGORY_FIELD_LABELS);
      await recordActivity(trx, categoryActivity('updated', actor, { id, name: values.name }, summary));
      return true;
    })
    .catch(fromDbError);
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return getCategory(db, { id });
}

/** Products of a deleted category keep existing without one (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, id: number, actor: Actor): Promise<void> {
  const deleted = await db.transaction(async (trx) => {
    const row = await repo.findCategory(trx, { id }, { forUpdate: true });
    if (!row || !(await repo.deleteCategory(trx, id))) return false;
    await recordActivity(trx, categoryActivity('deleted', actor, row, 'Categoria eliminata'));
    return true;
  });
  if (!deleted) throw notFound(CATEGORY_NOT_FOUND);
}
