import type { AdminTestimonial, Testimonial, TestimonialInput } from '@vetrina/contracts';
import { changedFieldsSummary, notFound, recordActivity, type Db } from '@vetrina/service-kit';
import { TESTIMONIAL_FIELD_LABELS, testimonialActivity, type Actor } from '../activity/content-activity.ts';
import * as repo from './testimonial-repository.ts';

export const TESTIMONIAL_NOT_FOUND = 'Testimonianza non trovata';

export const toTestimonial = (row: repo.TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  content: row.content,
  rating: row.rating,
  initials: row.initials,
  childName: row.child_name,
  childAge: row.child_age,
  verifiedOrder: row.verified_order,
});

const toAdminTestimonial = (row: repo.TestimonialRow): AdminTestimonial => ({
  ...toTestimonial(row),
  createdAt: row.created_at.toISOString(),
  published: row.published,
});

const toValues = (input: TestimonialInput): repo.TestimonialValues => ({
  name: input.name,
  content: input.content,
  rating: input.rating,
  initials: input.initials,
  child_name: input.childName,
  child_age: input.childAge,
  published: input.published,
});

export async function listPublicTestimonials(db: Db): Promise<Testimonial[]> {
  return (await repo.listTestimonials(db, { publishedOnly: true })).map(toTestimonial);
}

export async function listAdminTestimonials(db: Db): Promise<AdminTestimonial[]> {
  return (await repo.listTestimonials(db)).map(toAdminTestimonial);
}

export async function getAdminTestimonial(db: Db, id: number): Promise<AdminTestimonial> {
  const row = await repo.findTestimonial(db, id);
  if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
  return toAdminTestimonial(row);
}

export async function createTestimonial(
  db: Db,
  input: TestimonialInput,
  actor: Actor,
): Promise<AdminTestimonial> {
  return db.transaction(async (trx) => {
    const row = await repo.insertTestimonial(trx, toValues(input));
    await recordActivity(trx, testimonialActivity('created', actor, row, 'Nuova testimonianza'));
    return toAdminTestimonial(row);
  });
}

export async function updateTestimonial(
  db: Db,
  id: number,
  input: TestimonialInput,
  actor: Actor,
): Promise<AdminTestimonial> {
  const values = toValues(input);
  return db.transaction(async (trx) => {
    const before = await repo.findTestimonial(trx, id, { forUpdate: true });
    const row = before && (await repo.updateTestimonial(trx, id, values));
    if (!before || !row) throw notFound(TESTIMONIAL_NOT_FOUND);
    const summary = changedFieldsSummary(before, values, TESTIMONIAL_FIELD_LABELS);
    await recordActivity(trx, testimonialActivity('updated', actor, row, summary));
    return toAdminTestimonial(row);
  });
}

export async function deleteTestimonial(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await repo.findTestimonial(trx, id, { forUpdate: true });
    if (!row || !(await repo.deleteTestimonial(trx, id))) throw notFound(TESTIMONIAL_NOT_FOUND);
    await recordActivity(trx, testimonialActivity('deleted', actor, row, 'Testimonianza eliminata'));
  });
}
