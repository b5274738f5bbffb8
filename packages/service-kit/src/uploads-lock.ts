import type { Db } from './db.ts';

/**
 * One PostgreSQL advisory lock over the uploads folder, shared by the services that write into it.
 * Writers (svc-catalog's upload, svc-backup's restore) hold it shared, so they never wait for each
 * other; the unreferenced-upload cleanup needs it exclusively and skips its run while any writer is
 * at work. A picture a writer has just put in place (or found already there) can therefore never be
 * removed before the row that names it is saved. The lock lives in a transaction: a killed process
 * drops its connection, and PostgreSQL releases it.
 */
const UPLOADS_LOCK = 'vetrina-uploads';

/** Runs `work` while holding the uploads lock shared (waits while a cleanup runs). */
export function withUploadsWriteLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (lock) => {
    await lock.raw('SELECT pg_advisory_xact_lock_shared(hashtext(?))', [UPLOADS_LOCK]);
    return work();
  });
}

/** Runs `work` holding the uploads lock exclusively, or returns `undefined` at once if a writer holds it. */
export function whenNoUploadsWriter<T>(db: Db, work: () => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (lock) => {
    const { rows } = (await lock.raw('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [
      UPLOADS_LOCK,
    ])) as { rows: { locked: boolean }[] };
    return rows[0]!.locked ? work() : undefined;
  });
}
