import type { Db } from '@vetrina/service-kit';

export interface TestimonialRow {
  id: number;
  name: string;
  content: string;
  rating: number;
  initials: string | null;
  child_name: string | null;
  child_age: string | null;
  created_at: Date;
}

export type TestimonialValues = Omit<TestimonialRow, 'id' | 'created_at'>;

export async function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  return db('testimonials')
    .select<TestimonialRow[]>('*')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

export async function findTestimonial(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TestimonialRow | undefined> {
  const query = db('testimonials').where({ id });
  if (options.forUpdate) query.forUpdate();
  return query.first<TestimonialRow | undefined>();
}

export async function insertTestimonial(db: Db, values: TestimonialValues): Promise<TestimonialRow> {
  const [row] = await db('testimonials').insert(values).returning<TestimonialRow[]>('*');
  return row!;
}

export async function updateTestimonial(db: Db, id: number, values: TestimonialValues) {
  const [row] = await db('testimonials').where({ id }).update(values).returning<TestimonialRow[]>('*');
  return row;
}

export async function deleteTestimonial(db: Db, id: number): Promise<boolean> {
  return (await db('testimonials').where({ id }).delete()) > 0;
}

export async function countTestimonials(db: Db): Promise<number> {
  const row = await db('testimonials').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}
