import { randomBytes } from 'node:crypto';
import type { AdminUser } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_admin: boolean;
  /** Random, replaced whenever the person behind the row changes what they may do (see session check). */
  security_stamp: string;
}

export const newSecurityStamp = () => randomBytes(32).toString('base64url');

export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  isAdmin: row.is_admin,
});

const PUBLIC_COLUMNS = ['id', 'username', 'is_admin'];

export const listUsers = (db: Db) => db('users').select(PUBLIC_COLUMNS).orderBy('id') as Promise<UserRow[]>;

export const findUserById = (db: Db, id: number) =>
  db<UserRow>('users').where({ id }).first() as Promise<UserRow | undefined>;

export const findUserByUsername = (db: Db, username: string) =>
  db<UserRow>('users').whereRaw('lower(username) = lower(?)', [username]).first() as Promise<
    UserRow | undefined
  >;

export const countUsers = async (db: Db) => Number((await db('users').count({ n: '*' }).first())?.n ?? 0);

export async function insertUser(db: Db, user: Omit<UserRow, 'id' | 'security_stamp'>): Promise<UserRow> {
  const [row] = await db<UserRow>('users')
    .insert({ ...user, security_stamp: newSecurityStamp() })
    .returning('*');
  return row!;
}

export async function updateUser(db: Db, id: number, changes: Partial<Omit<UserRow, 'id'>>) {
  const [row] = await db<UserRow>('users')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() } as Partial<UserRow>)
    .returning('*');
  return row as UserRow | undefined;
}

export const deleteUser = (db: Db, id: number) => db('users').where({ id }).delete();

/** Locks every administrator row so two concurrent changes can't remove the last one. */
export async function lockAdminIds(trx: Db): Promise<number[]> {
  const rows = await trx<UserRow>('users').select('id').where({ is_admin: true }).forUpdate();
  return rows.map((r) => r.id);
}

export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
