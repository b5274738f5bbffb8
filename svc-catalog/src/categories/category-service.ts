import type { Category, CategoryDetail, CategoryInput } from '@vetrina/contracts';
import { conflict, notFound, type Db } from '@vetrina/service-kit';
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

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  const id = await repo.insertCategory(db, toValues(input)).catch(fromDbError);
  return getCategory(db, { id });
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<Category> {
  if (!(await repo.updateCategory(db, id, toValues(input)).catch(fromDbError)))
    throw notFound(CATEGORY_NOT_FOUND);
  return getCategory(db, { id });
}

/** Products of a deleted category keep existing without one (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteCategory(db, id))) throw notFound(CATEGORY_NOT_FOUND);
}
