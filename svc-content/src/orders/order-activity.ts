import type { ActivityAction } from '@vetrina/contracts';
import { recordActivity, type Db } from '@vetrina/service-kit';

/** Where the order's screen is in the admin (the activity entry links there while the order exists). */
export const orderHref = (id: number) => `/admin/ordini/${id}`;

/**
 * One activity-log entry (kind 'order') in the change's own transaction: the order's number and the
 * customer's name as label, an Italian summary of field names and statuses (never e-mails or amounts).
 */
export async function recordOrderActivity(
  trx: Db,
  entry: {
    action: ActivityAction;
    username: string | null;
    order: { id: number; customer_name: string };
    summary: string;
  },
): Promise<void> {
  await recordActivity(trx, {
    kind: 'order',
    action: entry.action,
    actor: entry.username === null ? null : { username: entry.username },
    itemId: entry.order.id,
    itemLabel: `Ordine n. ${entry.order.id} (${entry.order.customer_name})`,
    itemHref: orderHref(entry.order.id),
    summary: entry.summary,
  });
}
