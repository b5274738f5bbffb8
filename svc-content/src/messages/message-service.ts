import type { ContactMessage, MessageFolder } from '@vetrina/contracts';
import { notFound, recordActivity, type Db } from '@vetrina/service-kit';
import { messageActivity, type Actor } from '../activity/content-activity.ts';
import { addOwnerMail } from '../mail/outbox-repository.ts';
import * as repo from './message-repository.ts';

export const MESSAGE_NOT_FOUND = 'Messaggio non trovato';

const toContactMessage = (row: repo.MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  read: row.read,
  folder: row.folder,
  mailStatus: row.mail_status,
  product: row.product,
  answers: row.answers,
});

export async function listMessages(db: Db, folder: MessageFolder): Promise<ContactMessage[]> {
  return (await repo.listMessages(db, folder)).map(toContactMessage);
}

export const unreadCount = (db: Db) => repo.countUnread(db);

async function getMessage(db: Db, id: number): Promise<ContactMessage> {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toContactMessage(row);
}

export async function markRead(db: Db, id: number, read: boolean, actor: Actor): Promise<ContactMessage> {
  await db.transaction(async (trx) => {
    const row = await repo.findMessage(trx, id);
    if (!row || !(await repo.setRead(trx, id, read))) throw notFound(MESSAGE_NOT_FOUND);
    const summary = read ? 'Segnato come letto' : 'Segnato come da leggere';
    await recordActivity(trx, messageActivity(read ? 'read' : 'unread', actor, row, summary));
  });
  return getMessage(db, id);
}

/**
 * 'Non è spam': a quarantined message moves to the inbox and gets its owner e-mail (outbox row in the
 * same transaction, queued after commit). Releasing a message already in the inbox changes nothing.
 */
export async function releaseFromQuarantine(
  db: Db,
  id: number,
  notifyOwner: (messageId: number) => void,
  actor: Actor,
): Promise<ContactMessage> {
  const released = await db.transaction(async (trx) => {
    if (!(await repo.moveToInbox(trx, id))) return false;
    await addOwnerMail(trx, id);
    const row = (await repo.findMessage(trx, id))!;
    await recordActivity(trx, messageActivity('updated', actor, row, 'Non è spam: spostato in arrivo'));
    return true;
  });
  const message = await getMessage(db, id);
  if (released) notifyOwner(id);
  return message;
}

export async function deleteMessage(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await repo.findMessage(trx, id);
    if (!row || !(await repo.deleteMessage(trx, id))) throw notFound(MESSAGE_NOT_FOUND);
    await recordActivity(trx, messageActivity('deleted', actor, row, 'Messaggio eliminato'));
  });
}
