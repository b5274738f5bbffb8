import { randomBytes } from 'node:crypto';
import { recordActivity, type Db, type Logger } from '@vetrina/service-kit';
import { userActivity } from '../activity/auth-activity.ts';
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
    const password_hash = await hashPassword(chosen);
    await db.transaction(async (trx) => {
      const admin = await insertUser(trx, { username, password_hash, is_admin: true });
      await recordActivity(
        trx,
        userActivity('created', null, admin, 'Primo amministratore, creato all’avvio'),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) return; // another replica created it at the same moment
    throw err;
  }
  logger.info({ username }, 'first administrator created');
  if (!password) process.stdout.write(`ADMIN PASSWORD GENERATED: ${chosen} (username: ${username})\n`);
}
