import {
  canTransition,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatusChange,
} from '@vetrina/contracts';
import { conflict } from '@vetrina/service-kit';
import { recordOrderActivity } from './order-activity.ts';
import { composeShippingMail } from './order-mail.ts';
import { proposedDelivery } from './order-mapper.ts';
import * as repo from './order-repository.ts';
import { italianDateOf } from './working-days.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { getOrder } from './order-reads.ts';
import { lockOrder } from './lock-order.ts';
import { storeEmail } from './store-order-email.ts';

/**
 * Moves an order along ORDER_TRANSITIONS (409 otherwise). Confirming records the date and, when no
 * delivery date was set, proposes one from the lead times; shipping may e-mail the customer.
 */
export async function changeStatus(
  deps: OrderDeps,
  id: number,
  change: OrderStatusChange,
  actor: Actor,
): Promise<Order> {
  // One instant for the dates this change stores and its history entry (the customer's timeline).
  const now = deps.now();
  const emailId = await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (!canTransition(row.status, change.to))
      throw conflict(ORDER_MESSAGES.transition(row.status, change.to));
    const update: Parameters<typeof repo.updateOrder>[2] = { status: change.to };
    // The customer's page shows the tracking link; the delivery date starts its last 90 days.
    if (change.to === 'spedito') update.tracking_url = change.trackingUrl;
    if (change.to === 'consegnato') update.delivered_at = now;
    if (change.to === 'confermato') {
      update.confirmed_at = now;
      if (row.expected_delivery === null) {
        const lines = await repo.listLines(trx, [id]);
        update.expected_delivery = proposedDelivery(lines, now, italianDateOf(now));
      }
    }
    await repo.updateOrder(trx, id, update);
    const notice = change.to === 'spedito' && change.sendShippingNotice;
    await repo.addHistory(trx, {
      order_id: id,
      at: now,
      username: actor.username,
      from_status: row.status,
      to_status: change.to,
      note: notice ? 'Avviso di spedizione inviato al cliente' : null,
    });
    await recordOrderActivity(trx, {
      action: 'status-changed',
      username: actor.username,
      order: row,
      summary: `Stato: ${ORDER_STATUS_LABELS[row.status]} → ${ORDER_STATUS_LABELS[change.to]}${
        notice ? ', avviso di spedizione inviato' : ''
      }`,
    });
    if (!notice) return undefined;
    const order = await getOrder(deps, id, trx);
    return storeEmail(trx, order, 'shipping', composeShippingMail(order, change.trackingUrl));
  });
  if (emailId !== undefined) deps.notifyOrderEmail(emailId);
  if (change.to === 'consegnato') deps.orderDelivered?.(id, now);
  return getOrder(deps, id);
}
