import type { AdminTestimonial, Testimonial, TestimonialInput } from '@vetrina/contracts';
import { notFound, type Db } from '@vetrina/service-kit';
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
});

const toAdminTestimonial = (row: repo.TestimonialRow): AdminTestimonial => ({
  ...toTestimonial(row),
  createdAt: row.created_at.toISOString(),
});

const toValues = (input: TestimonialInput): repo.TestimonialValues => ({
  name: input.name,
  content: input.content,
  rating: input.rating,
  initials: input.initials,
  child_name: input.childName,
  child_age: input.childAge,
});

export async function listPublicTestimonials(db: Db): Promise<Testimonial[]> {
  return (await repo.listTestimonials(db)).map(toTestimonial);
}

export async function listAdminTestimonials(db: Db): Promise<AdminTestimonial[]> {
  return (await repo.listTestimonials(db)).map(toAdminTestimonial);
}

export async function getAdminTestimonial(db: Db, id: number): Promise<AdminTestimonial> {
  const row = await repo.findTestimonial(db, id);
  if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
  return toAdminTestimonial(row);
}

export async function createTestimonial(db: Db, input: TestimonialInput): Promise<AdminTestimonial> {
  return toAdminTestimonial(await repo.insertTestimonial(db, toValues(input)));
}

export async function updateTestimonial(
  db: Db,
  id: number,
  input: TestimonialInput,
): Promise<AdminTestimonial> {
  const row = await repo.updateTestimonial(db, id, toValues(input));
  if (!row) throw notFound(TESTIMONIAL_NOT_FOUND);
  return toAdminTestimonial(row);
}

export async function deleteTestimonial(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteTestimonial(db, id))) throw notFound(TESTIMONIAL_NOT_FOUND);
}
