import type { SiteSettings } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import { getOrder, storeEmail, type OrderDeps } from '../orders/order-service.ts';
import { readSiteSettings } from '../settings/settings-service.ts';
import { newNonce } from './order-links.ts';
import { composeTestimonialMail } from './testimonial-mail.ts';

export interface TestimonialRequestDeps extends OrderDeps {
  settingsDefaults: SiteSettings;
}

const DAY_MS = 86_400_000;
/** Orders asked per run: a shop delivers a few a day; the next run takes the rest. */
const BATCH = 50;

/** When the request of an order delivered at `deliveredAt` is due: 'Richiesta di testimonianza' days later. */
export async function testimonialRequestDueAt(
  deps: TestimonialRequestDeps,
  deliveredAt: Date,
): Promise<Date> {
  const { testimonialRequestDays } = await readSiteSettings(deps.db, deps.settingsDefaults);
  return new Date(deliveredAt.getTime() + testimonialRequestDays * DAY_MS);
}

/** Delivered orders due for their request (delivered at least `days` ago) that have none yet. */
async function dueOrderIds(db: Db, deliveredBefore: Date): Promise<number[]> {
  const rows = await db('orders as o')
    .leftJoin('testimonial_requests as r', 'r.order_id', 'o.id')
    .where('o.status', 'consegnato')
    .where('o.delivered_at', '<=', deliveredBefore)
    .whereNull('r.id')
    .orderBy('o.delivered_at')
    .limit(BATCH)
    .select<{ id: number }[]>('o.id');
  return rows.map((r) => r.id);
}

/**
 * One e-mail with a single-use link to the short form, for a delivered order not asked yet. The request row
 * is unique per order and written with its e-mail in one transaction, so a job run twice (a retry, two
 * replicas, the sweep beside the order's own job) never e-mails twice. True when this call asked.
 */
async function askOnce(deps: TestimonialRequestDeps, id: number, siteName: string, now: Date) {
  const emailId = await deps.db.transaction(async (trx) => {
    const delivered = await trx('orders').where({ id, status: 'consegnato' }).first('id');
    if (!delivered) return undefined;
    const nonce = newNonce();
    const [request] = await trx('testimonial_requests')
      .insert({ order_id: id, nonce, created_at: now })
      .onConflict('order_id')
      .ignore()
      .returning<{ id: number }[]>('id');
    if (!request) return undefined;
    const order = await getOrder(deps, id, trx);
    const url = deps.links.testimonialUrl(request.id, nonce, now);
    return storeEmail(trx, order, 'testimonial', composeTestimonialMail(order, url, siteName));
  });
  if (emailId === undefined) return false;
  deps.notifyOrderEmail(emailId);
  return true;
}

/** The order's own delayed job, at its due time: asks its customer unless already asked. */
export async function requestTestimonial(deps: TestimonialRequestDeps, id: number): Promise<boolean> {
  const { siteName } = await readSiteSettings(deps.db, deps.settingsDefaults);
  return askOnce(deps, id, siteName, deps.now());
}

/**
 * The sweep behind the orders' own jobs (an order delivered while Redis was down, a database restored
 * without its queue): asks every delivered order whose request is due by the current setting. Returns the
 * orders asked.
 */
export async function sendDueTestimonialRequests(deps: TestimonialRequestDeps): Promise<number[]> {
  const now = deps.now();
  const { testimonialRequestDays, siteName } = await readSiteSettings(deps.db, deps.settingsDefaults);
  const ids = await dueOrderIds(deps.db, new Date(now.getTime() - testimonialRequestDays * DAY_MS));
  const asked: number[] = [];
  for (const id of ids) if (await askOnce(deps, id, siteName, now)) asked.push(id);
  return asked;
}
