import type { ContactMessage, MessageFolder } from '@vetrina/contracts';
import { notFound, type Db } from '@vetrina/service-kit';
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

export async function markRead(db: Db, id: number, read: boolean): Promise<ContactMessage> {
  if (!(await repo.setRead(db, id, read))) throw notFound(MESSAGE_NOT_FOUND);
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
): Promise<ContactMessage> {
  const released = await db.transaction(async (trx) => {
    if (!(await repo.moveToInbox(trx, id))) return false;
    await addOwnerMail(trx, id);
    return true;
  });
  const message = await getMessage(db, id);
  if (released) notifyOwner(id);
  return message;
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteMessage(db, id))) throw notFound(MESSAGE_NOT_FOUND);
}
