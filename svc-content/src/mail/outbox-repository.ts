import type { Db } from '@vetrina/service-kit';
import type { MessageRow } from '../messages/message-repository.ts';

export const OWNER_MAIL = 'owner-mail';
/** A customer's e-mail about an order (quote, shipping notice), stored whole in order_emails. */
export const ORDER_MAIL = 'order-mail';

export interface OutboxRow {
  id: number;
  message_id: number | null;
  order_email_id: number | null;
  state: 'pending' | 'sent' | 'retrying' | 'failed';
  attempts: number;
}

/** The owner's e-mail for a message, to be sent; a second call for the same message adds nothing. */
export async function addOwnerMail(db: Db, messageId: number): Promise<void> {
  await db('mail_outbox')
    .insert({ message_id: messageId, kind: OWNER_MAIL })
    .onConflict(['message_id', 'kind'])
    .ignore();
}

/**
 * Locks the message's unsent owner e-mail for the caller's transaction. Another worker holding it
 * (SKIP LOCKED), or an e-mail already sent or failed for good, gives undefined: nothing to do.
 */
export async function lockUnsentOwnerMail(
  trx: Db,
  messageId: number,
): Promise<(OutboxRow & { message: MessageRow }) | undefined> {
  const outbox = await trx('mail_outbox')
    .where({ message_id: messageId, kind: OWNER_MAIL })
    .whereIn('state', ['pending', 'retrying'])
    .forUpdate()
    .skipLocked()
    .first<OutboxRow | undefined>();
  if (!outbox) return undefined;
  const message = await trx('contact_messages').where({ id: messageId }).first<MessageRow | undefined>();
  return message ? { ...outbox, message } : undefined;
}

export async function markSent(trx: Db, id: number): Promise<void> {
  await trx('mail_outbox')
    .where({ id })
    .update({
      state: 'sent',
      attempts: trx.raw('attempts + 1'),
      last_error: null,
      sent_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
}

export async function markAttemptFailed(
  trx: Db,
  id: number,
  state: 'retrying' | 'failed',
  error: string,
): Promise<void> {
  await trx('mail_outbox')
    .where({ id })
    .update({
      state,
      attempts: trx.raw('attempts + 1'),
      last_error: error.slice(0, 1000),
      updated_at: trx.fn.now(),
    });
}

/** Open e-mails untouched since `before`: what Redis or a lost job may not have delivered. */
export async function listStaleUnsent(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db('mail_outbox')
    .where({ kind: OWNER_MAIL })
    .whereIn('state', ['pending', 'retrying'])
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .select<{ message_id: number }[]>('message_id');
  return rows.map((r) => r.message_id);
}

export interface OrderEmailRow {
  id: number;
  order_id: number;
  kind: 'quote' | 'shipping';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

/** The outbox row of a stored order e-mail (in the transaction that stored it). */
export async function addOrderMail(db: Db, orderEmailId: number): Promise<void> {
  await db('mail_outbox').insert({ order_email_id: orderEmailId, kind: ORDER_MAIL });
}

/** As lockUnsentOwnerMail, for an order e-mail. */
export async function lockUnsentOrderMail(
  trx: Db,
  orderEmailId: number,
): Promise<(OutboxRow & { email: OrderEmailRow }) | undefined> {
  const outbox = await trx('mail_outbox')
    .where({ order_email_id: orderEmailId, kind: ORDER_MAIL })
    .whereIn('state', ['pending', 'retrying'])
    .forUpdate()
    .skipLocked()
    .first<OutboxRow | undefined>();
  if (!outbox) return undefined;
  const email = await trx('order_emails').where({ id: orderEmailId }).first<OrderEmailRow | undefined>();
  return email ? { ...outbox, email } : undefined;
}

/** As listStaleUnsent, for order e-mails: their order_emails ids. */
export async function listStaleUnsentOrderMails(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db('mail_outbox')
    .where({ kind: ORDER_MAIL })
    .whereIn('state', ['pending', 'retrying'])
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .select<{ order_email_id: number }[]>('order_email_id');
  return rows.map((r) => r.order_email_id);
}
