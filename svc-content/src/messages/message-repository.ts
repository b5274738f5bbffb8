import type { MailStatus, MessageFolder, QuestionAnswer, RequestProduct } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  folder: MessageFolder;
  /** jsonb: the product asked about (issue 30), null for a plain message. */
  product: RequestProduct | null;
  /** jsonb: the answers to its questions. */
  answers: QuestionAnswer[];
  created_at: Date;
  /** From the owner's e-mail outbox row; 'pending' while there is none (quarantine). */
  mail_status: MailStatus;
}

export type NewMessage = Pick<MessageRow, 'name' | 'email' | 'subject' | 'message' | 'folder'> &
  Partial<Pick<MessageRow, 'product' | 'answers'>>;

const withMailStatus = (db: Db) =>
  db('contact_messages as m')
    .leftJoin('mail_outbox as o', function joinOwnerMail() {
      this.on('o.message_id', 'm.id').andOnVal('o.kind', 'owner-mail');
    })
    .select<MessageRow[]>('m.*', db.raw("coalesce(o.state, 'pending') as mail_status"));

export async function listMessages(db: Db, folder: MessageFolder): Promise<MessageRow[]> {
  return withMailStatus(db)
    .where('m.folder', folder)
    .orderBy([
      { column: 'm.created_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ]);
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  return (await withMailStatus(db).where('m.id', id))[0];
}

export async function countUnread(db: Db): Promise<number> {
  const row = await db('contact_messages')
    .where({ folder: 'inbox', read: false })
    .count<{ count: number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

export async function insertMessage(db: Db, values: NewMessage): Promise<number> {
  const { product = null, answers = [], ...rest } = values;
  // jsonb columns take JSON text (pg would write a JS array as a PostgreSQL array).
  const stored = { ...rest, product: product && JSON.stringify(product), answers: JSON.stringify(answers) };
  const [row] = await db('contact_messages').insert(stored).returning<{ id: number }[]>('id');
  return row!.id;
}

export async function setRead(db: Db, id: number, read: boolean): Promise<boolean> {
  return (await db('contact_messages').where({ id }).update({ read })) > 0;
}

/** Moves a quarantined message to the inbox; false when there is no such message in quarantine. */
export async function moveToInbox(db: Db, id: number): Promise<boolean> {
  return (await db('contact_messages').where({ id, folder: 'quarantine' }).update({ folder: 'inbox' })) > 0;
}

export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  return (await db('contact_messages').where({ id }).delete()) > 0;
}

/** Spends a form token's nonce; false when it was spent before (a replay). */
export async function spendFormNonce(db: Db, nonce: string): Promise<boolean> {
  const rows = await db('spent_form_tokens')
    .insert({ nonce })
    .onConflict('nonce')
    .ignore()
    .returning('nonce');
  return rows.length === 1;
}

export async function pruneSpentNonces(db: Db, olderThan: Date): Promise<number> {
  return db('spent_form_tokens').where('spent_at', '<', olderThan).delete();
}
