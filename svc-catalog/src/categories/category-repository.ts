import type { Db } from '@vetrina/service-kit';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface CategoryValues {
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db('categories').select<CategoryRow[]>('*').orderBy('id');
}

export async function findCategory(
  db: Db,
  key: { id: number } | { slug: string },
  options: { forUpdate?: boolean } = {},
): Promise<CategoryRow | undefined> {
  const query = db('categories').where(key);
  if (options.forUpdate) query.forUpdate();
  return query.first<CategoryRow | undefined>();
}

export async function insertCategory(db: Db, values: CategoryValues): Promise<number> {
  const [row] = await db('categories').insert(values).returning<{ id: number }[]>('id');
  return row!.id;
}

export async function updateCategory(db: Db, id: number, values: Partial<CategoryValues>): Promise<boolean> {
  return (
    (await db('categories')
      .where({ id })
      .update({ ...values, updated_at: db.fn.now() })) > 0
  );
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  return (await db('categories').where({ id }).delete()) > 0;
}
