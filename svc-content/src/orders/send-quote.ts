import { ORDER_MESSAGES, type Order, type OrderQuote } from '@vetrina/contracts';
import { conflict } from '@vetrina/service-kit';
import { recordOrderActivity } from './order-activity.ts';
import { composeQuoteMail } from './order-mail.ts';
import * as repo from './order-repository.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { getOrder } from './order-reads.ts';
import { lockOrder } from './lock-order.ts';
import { storeEmail } from './store-order-email.ts';

/**
 * 'Invia preventivo': stores the quote e-mail and moves the order to 'preventivo-inviato' in one
 * transaction (sent again from 'preventivo-inviato', the status stays).
 */
export async function sendQuote(
  deps: OrderDeps,
  id: number,
  quote: OrderQuote,
  actor: Actor,
): Promise<Order> {
  const emailId = await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (row.status !== 'richiesta' && row.status !== 'preventivo-inviato') {
      throw conflict(ORDER_MESSAGES.quoteNotAllowed(row.status));
    }
    if (row.agreed_total === null) throw conflict(ORDER_MESSAGES.quoteWithoutTotal);
    const order = await getOrder(deps, id, trx);
    const stored = await storeEmail(trx, order, 'quote', composeQuoteMail(order, quote.message));
    await repo.updateOrder(trx, id, { status: 'preventivo-inviato' });
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: 'preventivo-inviato',
      note:
        row.status === 'richiesta'
          ? 'Preventivo inviato per e-mail'
          : 'Preventivo inviato di nuovo per e-mail',
    });
    await recordOrderActivity(trx, {
      action: 'sent',
      username: actor.username,
      order: row,
      summary:
        row.status === 'richiesta'
          ? 'Preventivo inviato per e-mail'
          : 'Preventivo inviato di nuovo per e-mail',
    });
    return stored;
  });
  deps.notifyOrderEmail(emailId);
  return getOrder(deps, id);
}
