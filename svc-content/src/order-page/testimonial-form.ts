import {
  TESTIMONIAL_FORM_MESSAGES,
  testimonialFromOrderSchema,
  type TestimonialRequestView,
} from '@vetrina/contracts';
import { AppError, notFound, parse, recordActivity, type Db } from '@vetrina/service-kit';
import { testimonialActivity } from '../activity/content-activity.ts';
import { insertTestimonial } from '../testimonials/testimonial-repository.ts';
import type { OrderLinks } from './order-links.ts';

export interface TestimonialFormDeps {
  db: Db;
  links: OrderLinks;
  now: () => Date;
}

interface RequestRow {
  id: number;
  order_id: number;
  used_at: Date | null;
  customer_name: string;
}

/** The request a link names (its nonce must match: a link from before a restore's replay cannot pass). */
async function findRequest(deps: TestimonialFormDeps, db: Db, token: string, lock: boolean) {
  const link = deps.links.readTestimonial(token, deps.now());
  if (!link) return undefined;
  const query = db('testimonial_requests as r')
    .join('orders as o', 'o.id', 'r.order_id')
    .where({ 'r.id': link.requestId, 'r.nonce': link.nonce })
    .first<RequestRow | undefined>('r.id', 'r.order_id', 'r.used_at', 'o.customer_name');
  return lock ? query.forUpdate() : query;
}

/** The form's first values, or the 404 page for a link this server did not sign. */
export async function readTestimonialRequest(
  deps: TestimonialFormDeps,
  token: string,
): Promise<TestimonialRequestView> {
  const row = await findRequest(deps, deps.db, token, false);
  if (!row) throw notFound(TESTIMONIAL_FORM_MESSAGES.notFound);
  return { customerName: row.customer_name, used: row.used_at !== null };
}

export const LINK_USED_MESSAGE = 'Questo link è già stato usato: la tua testimonianza è già arrivata.';

/**
 * The customer's testimonial, once per link: it arrives unpublished and marked 'Ordine verificato' in the
 * testimonials admin, and the request is spent in the same transaction (a second submission: 409).
 */
export async function submitTestimonial(deps: TestimonialFormDeps, token: string, body: unknown) {
  const input = parse(testimonialFromOrderSchema, body);
  await deps.db.transaction(async (trx) => {
    const row = await findRequest(deps, trx, token, true);
    if (!row) throw notFound(TESTIMONIAL_FORM_MESSAGES.notFound);
    if (row.used_at !== null) throw new AppError(409, LINK_USED_MESSAGE);
    await trx('testimonial_requests').where({ id: row.id }).update({ used_at: deps.now() });
    const testimonial = await insertTestimonial(trx, {
      name: input.name,
      content: input.content,
      rating: input.rating,
      initials: null,
      child_name: null,
      child_age: null,
      published: false,
      order_id: row.order_id,
      verified_order: true,
    });
    await recordActivity(
      trx,
      testimonialActivity('created', null, testimonial, `Testimonianza dall'ordine n. ${row.order_id}`),
    );
  });
}
