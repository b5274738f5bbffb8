import type { AdminUser, UserInput } from '@vetrina/contracts';
import { badRequest, changedFields, conflict, notFound, recordActivity, type Db } from '@vetrina/service-kit';
import { userActivity } from '../activity/auth-activity.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import {
  deleteUser,
  findUserById,
  insertUser,
  isUniqueViolation,
  newSecurityStamp,
  listUsers,
  lockAdminIds,
  toAdminUser,
  updateUser,
} from './user-repository.ts';

export const USERNAME_TAKEN = 'Nome utente già in uso';
export const USER_NOT_FOUND = 'Utente non trovato';
export const CANNOT_DELETE_SELF = 'Non puoi eliminare il tuo account.';
export const LAST_ADMIN_DELETE = "Non è possibile eliminare l'ultimo amministratore.";
export const LAST_ADMIN_DEMOTE =
  "Non è possibile rimuovere i permessi di amministratore all'ultimo amministratore.";
export const PASSWORD_REQUIRED = 'La password è obbligatoria.';

export interface UserDeps {
  db: Db;
  sessions: SessionStore;
}

/** Who is asking: their user id and the session they are using (kept when they change their own password). */
export interface Caller {
  userId: number;
  /** Recorded in the activity log. */
  username: string;
  sessionId?: string;
}

const USER_FIELD_LABELS = { username: 'nome utente', is_admin: 'amministratore', password_hash: 'password' };

async function uniqueUsername<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_TAKEN);
    throw err;
  }
}

export async function list(deps: UserDeps): Promise<AdminUser[]> {
  return (await listUsers(deps.db)).map(toAdminUser);
}

export async function read(deps: UserDeps, id: number): Promise<AdminUser> {
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}

export async function create(deps: UserDeps, caller: Caller, input: UserInput): Promise<AdminUser> {
  if (!input.password)
    throw badRequest('Dati non validi', [{ path: ['password'], message: PASSWORD_REQUIRED }]);
  const password_hash = await hashPassword(input.password);
  const row = await uniqueUsername(() =>
    deps.db.transaction(async (trx) => {
      const row = await insertUser(trx, { username: input.username, password_hash, is_admin: input.isAdmin });
      const summary = row.is_admin ? 'Nuovo amministratore' : 'Nuovo utente';
      await recordActivity(trx, userActivity('created', caller, row, summary));
      return row;
    }),
  );
  return toAdminUser(row);
}

export async function update(
  deps: UserDeps,
  caller: Caller,
  id: number,
  input: UserInput,
): Promise<AdminUser> {
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  const { row, demoted } = await uniqueUsername(() =>
    deps.db.transaction(async (trx) => {
      const admins = await lockAdminIds(trx);
      const current = await findUserById(trx, id);
      if (!current) throw notFound(USER_NOT_FOUND);
      const demoted = current.is_admin && !input.isAdmin;
      if (demoted && admins.length <= 1) throw conflict(LAST_ADMIN_DEMOTE);
      const changes = {
        username: input.username,
        is_admin: input.isAdmin,
        ...(password_hash ? { password_hash } : {}),
        // A new stamp refuses every session begun before this change (see currentUser).
        ...(password_hash || demoted ? { security_stamp: newSecurityStamp() } : {}),
      };
      const row = (await updateUser(trx, id, changes))!;
      // Field names only: 'password' says it changed, never what it is.
      const changed = changedFields(current, changes, USER_FIELD_LABELS);
      const passwordOnly = changed.length === 1 && password_hash !== undefined;
      const summary = changed.length > 0 ? `Modificati: ${changed.join(', ')}` : 'Nessun campo modificato';
      await recordActivity(
        trx,
        userActivity(passwordOnly ? 'password-changed' : 'updated', caller, row, summary),
      );
      return { row, demoted };
    }),
  );
  if (password_hash || demoted) {
    // Their old sessions are refused already; ending them frees Redis. Whoever changed their own password
    // keeps the session they did it from (a stolen cookie dies with the old password).
    const keep = password_hash && !demoted && caller.userId === id ? caller.sessionId : undefined;
    await withRedis(async () => {
      await deps.sessions.destroyAllForUser(id, keep);
      if (keep) await deps.sessions.restamp(keep, row.security_stamp);
    });
  }
  return toAdminUser(row);
}

export async function remove(deps: UserDeps, caller: Caller, id: number): Promise<void> {
  if (caller.userId === id) throw conflict(CANNOT_DELETE_SELF);
  await deps.db.transaction(async (trx) => {
    const admins = await lockAdminIds(trx);
    const current = await findUserById(trx, id);
    if (!current) throw notFound(USER_NOT_FOUND);
    if (current.is_admin && admins.length <= 1) throw conflict(LAST_ADMIN_DELETE);
    await deleteUser(trx, id);
    await recordActivity(trx, userActivity('deleted', caller, current, 'Utente eliminato'));
  });
  await withRedis(() => deps.sessions.destroyAllForUser(id));
}
