import { ORDER_MESSAGES } from '@vetrina/contracts';
import { conflict } from '@vetrina/service-kit';
import { recordOrderActivity } from './order-activity.ts';
import * as repo from './order-repository.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { lockOrder } from './lock-order.ts';

/** Only an order still 'Richiesta' (nothing sent, nothing agreed) may go: any other is cancelled instead. */
export async function deleteOrder(deps: OrderDeps, id: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (row.status !== 'richiesta') throw conflict(ORDER_MESSAGES.deleteNotAllowed);
    await repo.deleteOrder(trx, id);
    await recordOrderActivity(trx, {
      action: 'deleted',
      username: actor.username,
      order: row,
      summary: 'Ordine eliminato',
    });
  });
}
