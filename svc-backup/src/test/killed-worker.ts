import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signFile } from '../backups/signature.ts';
import { TEST_SIGNING_KEYS, type BackupHarness } from './backup-harness.ts';

// What the tests that SIGKILL a database worker mid-restore share: a worker process of their own, a dump
// slow enough for the kill to land inside psql, and waiting for psql's sessions to come and go.

const SERVICE_DIR = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A worker process (`script` under svc-backup/) whose stalled jobs another worker takes over in 2 s. */
export function spawnWorker(
  h: BackupHarness,
  script: string,
  stdio: StdioOptions,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: SERVICE_DIR,
    env: {
      ...process.env,
      ...h.env,
      LOG_LEVEL: 'silent',
      BACKUP_WORKER_LOCK_MS: '2000',
      BACKUP_WORKER_STALLED_MS: '2000',
      ...env,
    },
    stdio,
  });
}

/** The psql sessions of restores running now. */
export async function restoreSessions(h: BackupHarness): Promise<number> {
  const { rows } = (await h.db.raw(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'vetrina-restore-%'`,
  )) as { rows: unknown[] };
  return rows.length;
}

/** Writes `dump` (signed, as a backup holds it) to `file`, lingering `seconds` after the data and before the
 * constraints, signed again: a kill can land inside psql's transaction. */
export async function writeSlowDump(dump: string, file: string, seconds: number): Promise<void> {
  const sql = dump.replace(/-- vetrina-signature: .+\n$/, '');
  const cut = sql.indexOf('ALTER TABLE ONLY');
  await writeFile(file, `${sql.slice(0, cut)}SELECT pg_sleep(${seconds});\n${sql.slice(cut)}`);
  await signFile(file, TEST_SIGNING_KEYS);
}
