import type { Order } from '@vetrina/contracts';
import { recordOrderActivity } from './order-activity.ts';
import * as repo from './order-repository.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { getOrder } from './order-reads.ts';
import { lockOrder } from './lock-order.ts';

/**
 * 'Genera nuovo link': the order's link version goes up, so every link sent so far (quote, shipping
 * notice) answers the 404 page from now on; the answer carries the new link.
 */
export async function renewCustomerLink(deps: OrderDeps, id: number, actor: Actor): Promise<Order> {
  await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    await repo.updateOrder(trx, id, { link_version: row.link_version + 1 });
    const note = 'Nuovo link per il cliente: i link precedenti non funzionano più';
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: row.status,
      note,
    });
    await recordOrderActivity(trx, {
      action: 'updated',
      username: actor.username,
      order: row,
      summary: note,
    });
  });
  return getOrder(deps, id);
}
