import type { Order, OrderEmailKind } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import { addOrderMail } from '../mail/outbox-repository.ts';
import type { ComposedOrderMail } from './order-mail.ts';
import * as repo from './order-repository.ts';

/** Stores a customer e-mail and its outbox row in the caller's transaction; its id goes to the queue after commit. */
export async function storeEmail(
  trx: Db,
  order: Pick<Order, 'id' | 'customerEmail'>,
  kind: OrderEmailKind,
  mail: ComposedOrderMail,
): Promise<number> {
  const emailId = await repo.insertOrderEmail(trx, {
    order_id: order.id,
    kind,
    to_address: order.customerEmail,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
  });
  await addOrderMail(trx, emailId);
  return emailId;
}
