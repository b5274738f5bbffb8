import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, JobProgress } from '@vetrina/contracts';
import { giveSchemaSql, type Db } from '@vetrina/service-kit';
import { DUMP_ENTRY, UPLOADS_ENTRY } from './archive.ts';
import {
  createBackup,
  DUMPED_SCHEMAS,
  type BackupEnvironment,
  type ProgressReporter,
} from './create-backup.ts';
import { incomingPath, type RestoreSource } from './restore-source.ts';
import { pgEnv, runTool } from './pg-tools.ts';
import { hasValidSignature } from './signature.ts';

/** svc-backup's own bookkeeping, outside the dumped schemas so a restore never rewinds it. */
export async function ensureRestoreLog(db: Db): Promise<void> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS backup');
  await db.raw(`CREATE TABLE IF NOT EXISTS backup.restore_runs (
    job_id text PRIMARY KEY,
    file_sha256 text NOT NULL,
    finished_at timestamptz NOT NULL DEFAULT now()
  )`);
}

const JOB_ID = /^[\w-]{1,200}$/;

/** Who owns each dumped schema now (its service's role): the restored schema goes back to it. */
export async function schemaOwners(db: Db): Promise<Record<string, string>> {
  const { rows } = (await db.raw(
    'SELECT nspname AS schema, pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = ANY(?)',
    [DUMPED_SCHEMAS],
  )) as { rows: { schema: string; owner: string }[] };
  return Object.fromEntries(rows.map((row) => [row.schema, row.owner]));
}

/**
 * psql with the dump between a drop of the three schemas and the record of this run, all in ONE
 * transaction: any failure (or a killed psql) leaves the database exactly as it was, and a job run
 * again after it committed finds its record and does nothing. The dump is --no-owner, so the restoring
 * role (a member of each service's role) creates everything; each schema then goes back to its owner.
 */
export function psqlArgs(
  file: string,
  jobId: string,
  sha256: string,
  owners: Record<string, string> = {},
): string[] {
  if (!JOB_ID.test(jobId) || !/^[0-9a-f]{64}$/.test(sha256)) throw new Error('invalid job id or hash');
  const drops = DUMPED_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join(' ');
  const giveBack = DUMPED_SCHEMAS.filter((schema) => owners[schema]).map((schema) =>
    giveSchemaSql(schema, owners[schema]!),
  );
  return [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '--single-transaction',
    '-c',
    drops,
    '-f',
    file,
    ...giveBack.flatMap((sql) => ['-c', sql]),
    '-c',
    `INSERT INTO backup.restore_runs (job_id, file_sha256) VALUES ('${jobId}', '${sha256}');`,
  ];
}

export class RestoreRefused extends Error {}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Swaps the uploads folder for the archive's photos: two renames, the old folder kept until the end. */
async function swapUploads(extracted: string, uploadsDir: string, jobId: string): Promise<void> {
  const incoming = `${uploadsDir}.incoming-${jobId}`;
  const previous = `${uploadsDir}.previous-${jobId}`;
  await rm(incoming, { recursive: true, force: true });
  await cp(extracted, incoming, { recursive: true });
  await mkdir(uploadsDir, { recursive: true });
  try {
    await rename(uploadsDir, previous);
  } catch {
    // A mount point cannot be renamed: replace its content instead (not atomic, but complete).
    for (const name of await readdir(uploadsDir))
      await rm(path.join(uploadsDir, name), { recursive: true, force: true });
    await cp(incoming, uploadsDir, { recursive: true });
    await rm(incoming, { recursive: true, force: true });
    return;
  }
  await rename(incoming, uploadsDir);
  await rm(previous, { recursive: true, force: true });
}

export interface RestoreOutcome {
  safetyBackup: Backup | null;
  alreadyDone: boolean;
}

/** The restore job's work; the caller holds the database lock. */
export async function restoreBackup(
  env: BackupEnvironment & { db: Db },
  source: RestoreSource,
  jobId: string,
  report: ProgressReporter,
): Promise<RestoreOutcome> {
  const staged = incomingPath(env.store.dir, source);
  const dump = source.full ? path.join(staged, DUMP_ENTRY) : staged;
  const done = await env.db('backup.restore_runs').where({ job_id: jobId }).first();
  let safetyBackup: Backup | null = null;
  if (!done) {
    // Checked again here: the file sat on a shared volume between the upload and this job.
    if (!(await exists(dump)) || !(await hasValidSignature(dump, env.signingKey))) {
      throw new RestoreRefused('Il file non è un backup firmato da questa installazione.');
    }
    const step = (progress: JobProgress) =>
      report({ phase: progress.phase, percent: Math.round(progress.percent * 0.4) });
    safetyBackup = await createBackup(env, { kind: 'safety', full: source.full }, (p) =>
      step({ phase: `Backup di sicurezza: ${p.phase.toLowerCase()}`, percent: p.percent }),
    );
    await report({ phase: 'Ripristino del database', percent: 50 });
    await runTool(
      env.tools.psql,
      psqlArgs(dump, jobId, source.sha256, await schemaOwners(env.db)),
      pgEnv(env.databaseUrl, `vetrina-restore-${jobId}`.slice(0, 63)),
    );
  }
  const photos = path.join(staged, UPLOADS_ENTRY);
  if (source.full && (await exists(photos))) {
    await report({ phase: 'Ripristino delle foto', percent: 85 });
    await swapUploads(photos, env.uploadsDir, jobId);
  }
  await rm(staged, { recursive: true, force: true });
  return { safetyBackup, alreadyDone: Boolean(done) };
}
