import { randomBytes } from 'node:crypto';
import type { Db, Logger } from '@vetrina/service-kit';
import { hashPassword } from '../passwords/password-hasher.ts';
import { countUsers, insertUser, isUniqueViolation } from './user-repository.ts';

/**
 * With an empty users table the site would be unmanageable: create the first administrator.
 * There is never a fixed default password; a generated one is printed once.
 */
export async function ensureFirstAdmin(
  db: Db,
  logger: Logger,
  username: string,
  password?: string,
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const chosen = password ?? randomBytes(18).toString('base64url');
  try {
    await insertUser(db, { username, password_hash: await hashPassword(chosen), is_admin: true });
  } catch (err) {
    if (isUniqueViolation(err)) return; // another replica created it at the same moment
    throw err;
  }
  logger.info({ username }, 'first administrator created');
  if (!password) process.stdout.write(`ADMIN PASSWORD GENERATED: ${chosen} (username: ${username})\n`);
}
