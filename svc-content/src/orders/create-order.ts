import type { Order, OrderInput } from '@vetrina/contracts';
import { newOrderNotice } from '../push/content-notices.ts';
import { recordOrderActivity } from './order-activity.ts';
import * as repo from './order-repository.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { getOrder } from './order-reads.ts';
import { productsFor, lineValues, checkMessage, orderValues } from './order-input-values.ts';

export async function createOrder(deps: OrderDeps, input: OrderInput, actor: Actor): Promise<Order> {
  const products = await productsFor(deps, input.lines, () => false);
  const id = await deps.db.transaction(async (trx) => {
    await checkMessage(trx, input.messageId);
    const orderId = await repo.insertOrder(trx, orderValues(input));
    await repo.replaceLines(
      trx,
      orderId,
      input.lines.map((line) => lineValues(line, undefined, products)),
    );
    await repo.addHistory(trx, {
      order_id: orderId,
      username: actor.username,
      from_status: null,
      to_status: 'richiesta',
      note: input.messageId === null ? 'Ordine creato' : 'Ordine creato da un messaggio',
    });
    await recordOrderActivity(trx, {
      action: 'created',
      username: actor.username,
      order: { id: orderId, customer_name: input.customerName },
      summary: input.messageId === null ? 'Ordine creato' : 'Ordine creato da un messaggio',
    });
    return orderId;
  });
  deps.push?.send(newOrderNotice(id, input.customerName), `order-${id}`);
  return getOrder(deps, id);
}
