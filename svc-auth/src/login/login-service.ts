import type { AdminUser } from '@vetrina/contracts';
import { AppError, tooManyRequests, type Db } from '@vetrina/service-kit';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../passwords/password-hasher.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import { findUserByUsername, toAdminUser, updateUser } from '../users/user-repository.ts';
import type { LoginLimiter } from './login-limiter.ts';

export const WRONG_CREDENTIALS = 'Nome utente o password non corretti. Riprova.';
export const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

export interface LoginDeps {
  db: Db;
  sessions: SessionStore;
  limiter: LoginLimiter;
}

export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  /** The session the browser already had: always replaced by a new id (no session fixation). */
  previousSessionId?: string;
}

/**
 * Unknown username and wrong password fail the same way, after the same argon2 work; a locked
 * account answers 429 even for the right password.
 */
export async function signIn(
  deps: LoginDeps,
  attempt: LoginAttempt,
): Promise<{ user: AdminUser; sessionId: string }> {
  const { ip, username, password } = attempt;
  const block = await withRedis(() => deps.limiter.blocked(ip, username));
  if (block) throw tooManyRequests(TOO_MANY_ATTEMPTS, block.retryAfterMs / 1000);

  const row = await findUserByUsername(deps.db, username);
  const valid = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
  if (!row || !valid) {
    await withRedis(() => deps.limiter.recordFailure(ip, username));
    throw new AppError(401, WRONG_CREDENTIALS);
  }

  if (needsRehash(row.password_hash))
    await updateUser(deps.db, row.id, { password_hash: await hashPassword(password) });
  const sessionId = await withRedis(async () => {
    await deps.limiter.recordSuccess(ip, username);
    if (attempt.previousSessionId) await deps.sessions.destroy(attempt.previousSessionId);
    return deps.sessions.create(row.id);
  });
  return { user: toAdminUser(row), sessionId };
}
