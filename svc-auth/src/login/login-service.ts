import type { Request } from 'express';
import type { AdminUser } from '@vetrina/contracts';
import { AppError, recordActivity, tooManyRequests, type Db } from '@vetrina/service-kit';
import type { AnonymousActivity } from '../activity/anonymous-activity.ts';
import { failedSignIn, userActivity } from '../activity/auth-activity.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../passwords/password-hasher.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import { findUserByUsername, toAdminUser, updateUser, type UserRow } from '../users/user-repository.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { LoginLimiter, LoginTicket } from './login-limiter.ts';

export const WRONG_CREDENTIALS = 'Nome utente o password non corretti. Riprova.';
export const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

export interface LoginDeps {
  db: Db;
  sessions: SessionStore;
  limiter: LoginLimiter;
  devices: DeviceCookies;
  /** Failed sign-ins: no typed name kept, and a cap per address. */
  anonymousActivity: AnonymousActivity;
}

export interface LoginAttempt {
  username: string;
  password: string;
  /** Counted address (see clientAddress). */
  ip: string;
  /** The request, for its device cookie. */
  req: Request;
  /** The session the browser already had: always replaced by a new id (no session fixation). */
  previousSessionId?: string;
}

/**
 * A known device's own count, else the address and username limits (429 with Retry-After when blocked).
 * Passkey sign-ins count here too, under the username of the passkey they present.
 */
export async function countAttempt(
  deps: LoginDeps,
  attempt: Pick<LoginAttempt, 'username' | 'ip' | 'req'>,
): Promise<LoginTicket> {
  const device = deps.devices.known(attempt.req, attempt.username);
  const deviceTicket = device ? await deps.limiter.deviceAttempt(device.id) : null;
  if (deviceTicket) return deviceTicket;
  const counted = await deps.limiter.attempt(attempt.ip, attempt.username);
  if ('retryAfterMs' in counted) throw tooManyRequests(TOO_MANY_ATTEMPTS, counted.retryAfterMs / 1000);
  return counted;
}

/**
 * Unknown username and wrong password fail the same way, after the same argon2 work. Limits are
 * checked first, so a blocked attempt costs no argon2; Redis unreachable → 503 (fail closed).
 */
export async function signIn(
  deps: LoginDeps,
  attempt: LoginAttempt,
): Promise<{ user: AdminUser; sessionId: string }> {
  const { username, password } = attempt;
  const ticket = await withRedis(() => countAttempt(deps, attempt));

  const row = await findUserByUsername(deps.db, username);
  const valid = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
  if (!row || !valid) {
    const name = deps.anonymousActivity.nameOf(username, row);
    await deps.anonymousActivity.record(deps.db, attempt.ip, failedSignIn(name));
    throw new AppError(401, WRONG_CREDENTIALS);
  }

  if (needsRehash(row.password_hash))
    await updateUser(deps.db, row.id, { password_hash: await hashPassword(password) });
  return openSession(deps, ticket, row, attempt.previousSessionId, 'Accesso riuscito');
}

/**
 * A sign-in that succeeded (password or passkey): the attempt stops counting, the browser's old
 * session ends and a new one begins with the user's current security stamp, then the activity entry.
 */
export async function openSession(
  deps: LoginDeps,
  ticket: LoginTicket,
  row: UserRow,
  previousSessionId: string | undefined,
  summary: string,
): Promise<{ user: AdminUser; sessionId: string }> {
  const sessionId = await withRedis(async () => {
    await deps.limiter.succeeded(ticket);
    if (previousSessionId) await deps.sessions.destroy(previousSessionId);
    return deps.sessions.create(row.id, row.security_stamp);
  });
  // After the session exists (in Redis, outside any transaction): the entry says a sign-in happened.
  await recordActivity(deps.db, userActivity('signed-in', row, row, summary, 'sign-in'));
  return { user: toAdminUser(row), sessionId };
}
