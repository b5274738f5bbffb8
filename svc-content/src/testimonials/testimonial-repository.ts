import type { Db } from '@vetrina/service-kit';

export interface TestimonialRow {
  id: number;
  name: string;
  content: string;
  rating: number;
  initials: string | null;
  child_name: string | null;
  child_age: string | null;
  published: boolean;
  order_id: number | null;
  verified_order: boolean;
  created_at: Date;
}

/** `published` defaults to true (the owner's own entries, the demo's); a customer's comes unpublished. */
export type TestimonialValues = Omit<
  TestimonialRow,
  'id' | 'created_at' | 'published' | 'order_id' | 'verified_order'
> &
  Partial<Pick<TestimonialRow, 'published' | 'order_id' | 'verified_order'>>;

export async function listTestimonials(db: Db, { publishedOnly = false } = {}): Promise<TestimonialRow[]> {
  return db('testimonials')
    .modify((q) => (publishedOnly ? q.where({ published: true }) : q))
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
