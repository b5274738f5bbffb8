import type { Passkey } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import type { UserRow } from '../users/user-repository.ts';

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: string | number;
  user_handle: string;
  transports: string[];
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type NewPasskey = Omit<PasskeyRow, 'id' | 'created_at' | 'last_used_at'>;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});

export const listPasskeys = (db: Db, userId: number) =>
  db<PasskeyRow>('passkeys').where({ user_id: userId }).orderBy('id') as Promise<PasskeyRow[]>;

export const findOwnPasskey = (db: Db, userId: number, id: number) =>
  db<PasskeyRow>('passkeys').where({ id, user_id: userId }).first() as Promise<PasskeyRow | undefined>;

/** A passkey named by a sign-in, with the user it belongs to (none once the user is gone: cascade). */
export async function findPasskeyForSignIn(db: Db, credentialId: string) {
  const passkey = (await db<PasskeyRow>('passkeys').where({ credential_id: credentialId }).first()) as
    PasskeyRow | undefined;
  if (!passkey) return null;
  const user = (await db<UserRow>('users').where({ id: passkey.user_id }).first()) as UserRow | undefined;
  return user ? { passkey, user } : null;
}

/** The handle this user's passkeys already carry, so a new one names the same WebAuthn user. */
export async function userHandleOf(db: Db, userId: number): Promise<string | undefined> {
  const row = (await db('passkeys').select('user_handle').where({ user_id: userId }).first()) as
    { user_handle: string } | undefined;
  return row?.user_handle;
}

export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<PasskeyRow> {
  const [row] = await db<PasskeyRow>('passkeys').insert(passkey).returning('*');
  return row as PasskeyRow;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string) {
  const [row] = await db<PasskeyRow>('passkeys')
    .where({ id, user_id: userId })
    .update({ name })
    .returning('*');
  return row as PasskeyRow | undefined;
}

export async function deletePasskey(db: Db, userId: number, id: number) {
  const [row] = await db<PasskeyRow>('passkeys').where({ id, user_id: userId }).delete().returning('*');
  return row as PasskeyRow | undefined;
}

/**
 * Records a sign-in's counter, only if no other sign-in moved it meanwhile: false means the counter
 * went backwards or stood still (a cloned authenticator or a replay), and the sign-in is refused.
 */
export async function recordPasskeyUse(
  db: Db,
  passkey: PasskeyRow,
  update: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const updated = await db('passkeys')
    .where({ id: passkey.id, counter: passkey.counter })
    .update({ counter: update.counter, backed_up: update.backedUp, last_used_at: db.fn.now() });
  return updated === 1;
}
