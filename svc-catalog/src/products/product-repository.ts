import type { Db } from '@vetrina/service-kit';
import type { ProductRow, ProductValues } from './product-mapper.ts';
import { toColumns } from './product-safety-columns.ts';
import { whereMatches, withSearchSettings } from './product-search.ts';

export type { ProductValues };

export interface ProductFilter {
  /** What a visitor or admin typed (trimmed, not empty): see product-search.ts. */
  search?: string;
  categorySlug?: string;
  categoryId?: number;
  featured?: boolean;
  excludeId?: number;
  /** true: public reads, never drafts. */
  published?: boolean;
}

function selectProducts(db: Db) {
  return db('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select<ProductRow[]>(
      'p.*',
      'c.name as category_name',
      'c.slug as category_slug',
      'c.description as category_description',
    );
}

export async function listProducts(db: Db, filter: ProductFilter = {}): Promise<ProductRow[]> {
  const { search } = filter;
  if (!search) return productsQuery(db, filter);
  return withSearchSettings(db, (trx) => productsQuery(trx, filter, search));
}

async function productsQuery(db: Db, filter: ProductFilter, search?: string): Promise<ProductRow[]> {
  const query = selectProducts(db);
  if (search) whereMatches(query, search);
  query.orderBy([
    { column: 'p.created_at', order: 'desc' },
    { column: 'p.id', order: 'desc' },
  ]);
  if (filter.categorySlug !== undefined) query.where('c.slug', filter.categorySlug);
  if (filter.categoryId !== undefined) query.where('p.category_id', filter.categoryId);
  if (filter.featured !== undefined) query.where('p.featured', filter.featured);
  if (filter.excludeId !== undefined) query.whereNot('p.id', filter.excludeId);
  if (filter.published !== undefined) query.where('p.published', filter.published);
  return query;
}

export async function findProduct(
  db: Db,
  key: { id: number } | { slug: string },
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = selectProducts(db);
  if ('id' in key) query.where('p.id', key.id);
  else query.where('p.slug', key.slug);
  // Locks the product row only (the category is just read), for a change that reads it first.
  if (options.forUpdate) query.forUpdate('p');
  return query.first();
}

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const [row] = await db('products').insert(toColumns(values)).returning<{ id: number }[]>('id');
  return row!.id;
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<boolean> {
  const count = await db('products')
    .where({ id })
    .update({ ...toColumns(values), updated_at: db.fn.now() });
  return count > 0;
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  return (await db('products').where({ id }).delete()) > 0;
}

export async function countProducts(db: Db): Promise<number> {
  const row = await db('products').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}
