import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, JobProgress } from '@vetrina/contracts';
import { activityTableStatements, giveSchemaSql, withUploadsWriteLock, type Db } from '@vetrina/service-kit';
import { DUMP_ENTRY, UPLOADS_ENTRY, uploadsMatchManifest } from './archive.ts';
import {
  createBackup,
  DUMPED_SCHEMAS,
  type BackupEnvironment,
  type ProgressReporter,
} from './create-backup.ts';
import { addMissingPhotos } from './photo-restore.ts';
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
    // A dump from before the activity log has no activity tables: create them (empty) before the owners
    // get their schemas back, so every service keeps writing its log; its migration finds them there.
    ...DUMPED_SCHEMAS.flatMap((schema) => activityTableStatements(schema)).flatMap((sql) => ['-c', sql]),
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

export interface RestoreOutcome {
  safetyBackup: Backup | null;
  alreadyDone: boolean;
}

/** The moments between the restore's steps, for progress logs and for the tests that kill a worker there. */
export type RestoreStep =
  'safety-backup-taken' | 'photo-added' | 'photos-added' | 'database-switched' | 'announced';

export interface RestoreHooks {
  report: ProgressReporter;
  /** Tells every cache the data changed; runs after the switch, while the uploads lock is still held. */
  announce: () => Promise<void>;
  onStep?: (step: RestoreStep) => Promise<void>;
}

/**
 * The restore job's work; the caller holds the database lock. Safety backup, then under the uploads
 * lock (no cleanup meanwhile): the backup's missing photos are added, the database switches in one
 * transaction, the caches are told. Every photo of the old state and of the new one exists
 * throughout; the old state's photos are left to the unreferenced-upload cleanup. A worker killed at
 * any step leaves the old or the new state whole, and the job run again finishes it.
 */
export async function restoreBackup(
  env: BackupEnvironment & { db: Db },
  source: RestoreSource,
  jobId: string,
  hooks: RestoreHooks,
): Promise<RestoreOutcome> {
  const { report } = hooks;
  const onStep = hooks.onStep ?? (async () => {});
  const staged = incomingPath(env.store.dir, source);
  const dump = source.full ? path.join(staged, DUMP_ENTRY) : staged;
  const done = await env.db('backup.restore_runs').where({ job_id: jobId }).first();
  let safetyBackup: Backup | null = null;
  if (!done) {
    // Checked again here: the file (and the photos) sat on a shared volume between the upload and this job.
    const intact =
      (await exists(dump)) &&
      (await hasValidSignature(dump, env.signingKey)) &&
      (!source.full || (await uploadsMatchManifest(staged)));
    if (!intact) throw new RestoreRefused('Il file non è un backup firmato da questa installazione.');
    const step = (progress: JobProgress) =>
      report({ phase: progress.phase, percent: Math.round(progress.percent * 0.4) });
    safetyBackup = await createBackup(env, { kind: 'safety', full: source.full }, (p) =>
      step({ phase: `Backup di sicurezza: ${p.phase.toLowerCase()}`, percent: p.percent }),
    );
    await onStep('safety-backup-taken');
  }
  await withUploadsWriteLock(env.db, async () => {
    const photos = path.join(staged, UPLOADS_ENTRY);
    if (source.full && (await exists(photos))) {
      await report({ phase: 'Aggiunta delle foto mancanti', percent: 45 });
      await addMissingPhotos(photos, env.photos, () => onStep('photo-added'));
      await onStep('photos-added');
    }
    if (!done) {
      await report({ phase: 'Ripristino del database', percent: 60 });
      await runTool(
        env.tools.psql,
        psqlArgs(dump, jobId, source.sha256, await schemaOwners(env.db)),
        pgEnv(env.databaseUrl, `vetrina-restore-${jobId}`.slice(0, 63)),
      );
      await onStep('database-switched');
    }
    await hooks.announce();
    await onStep('announced');
  });
  await rm(staged, { recursive: true, force: true });
  return { safetyBackup, alreadyDone: Boolean(done) };
}
