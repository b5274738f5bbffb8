import { rm } from 'node:fs/promises';
import type { Backup, JobProgress } from '@vetrina/contracts';
import type { Db, Logger, Redis, RedisNames } from '@vetrina/service-kit';
import {
  createJobQueue,
  createJobWorker,
  UnrecoverableError,
  type Job,
  type PushNotices,
} from '@vetrina/service-kit/jobs';
import { createBackup, pruneScheduled, type BackupEnvironment } from '../backups/create-backup.ts';
import { ToolError } from '../backups/pg-tools.ts';
import { restoreBackup, RestoreRefused, type RestoreStep } from '../backups/restore.ts';
import { incomingPath } from '../backups/restore-source.ts';
import { recordBackupCreated, recordRestored } from '../activity/backup-activity.ts';
import { backupFailedNotice } from './backup-failed-notice.ts';
import type { DatabaseJobData } from './database-job-data.ts';
import { publishDataRestored } from './data-restored.ts';
import { withLock } from './redis-lock.ts';

/** One queue for backups and restores: a worker takes one at a time, and a Redis lock spans replicas. */
export const DATABASE_QUEUE = 'database';
export type { DatabaseJobData } from './database-job-data.ts';

export interface DatabaseJobResult {
  backup: Backup | null;
  safetyBackup: Backup | null;
  alreadyDone: boolean;
}

export interface DatabaseJobsOptions {
  redisUrl: string;
  /** BullMQ prefix: one per deployment and database (`redisNames().backupJobs`), so runs sharing a Redis never mix. */
  prefix: string;
  logger: Logger;
}

export const createDatabaseQueue = (options: DatabaseJobsOptions) =>
  createJobQueue<DatabaseJobData>({ name: DATABASE_QUEUE, attempts: 3, backoffMs: 5000, ...options });
export type DatabaseQueue = ReturnType<typeof createDatabaseQueue>;

export interface DatabaseWorkerDeps extends DatabaseJobsOptions {
  env: BackupEnvironment;
  db: Db;
  /** Lock and notification client (commands only). */
  redis: Redis;
  /** Where a restore is announced (the deployment's data version and data-restored channel). */
  names: Pick<RedisNames, 'dataVersion' | 'dataRestoredChannel'>;
  keepScheduled: number;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Where a backup that failed for good is notified (the maker's phone). */
  push?: PushNotices;
  /** Called between the restore's steps (the crash tests stop a worker there). */
  onRestoreStep?: (step: RestoreStep) => Promise<void>;
}

const lockKey = (prefix: string) => `${prefix}:database-lock`;

/** Failures that another attempt would only repeat are final (UnrecoverableError). */
function finalFailure(error: unknown, message: string): Error {
  if (error instanceof RestoreRefused) return new UnrecoverableError(error.message);
  if (error instanceof ToolError && error.exitCode === 3) {
    return new UnrecoverableError(`${message}: ${error.stderr.trim().split('\n').slice(-2).join(' ')}`);
  }
  return error as Error;
}

export function processDatabaseJob(deps: DatabaseWorkerDeps) {
  return async (job: Job<DatabaseJobData>): Promise<DatabaseJobResult> => {
    const report = (progress: JobProgress) => job.updateProgress(progress);
    const data = job.data;
    await report({ phase: 'In coda', percent: 0 });
    return withLock(
      deps.redis,
      lockKey(deps.prefix),
      async () => {
        if (data.type === 'backup') {
          const backup = await createBackup(deps.env, data, report);
          await recordBackupCreated(deps.db, backup, data.requestedBy ?? null);
          if (data.kind === 'scheduled') await pruneScheduled(deps.env.store, deps.keepScheduled);
          await report({ phase: 'Completato', percent: 100 });
          return { backup, safetyBackup: null, alreadyDone: false };
        }
        try {
          const outcome = await restoreBackup({ ...deps.env, db: deps.db }, data.source, data.source.id, {
            report,
            announce: () => publishDataRestored(deps.redis, deps.names, deps.prefix, data.source.id),
            ...(deps.onRestoreStep ? { onStep: deps.onRestoreStep } : {}),
          });
          // After the switch, in svc-backup's own schema (never part of a dump): both entries survive it.
          const requestedBy = data.requestedBy ?? null;
          if (outcome.safetyBackup) await recordBackupCreated(deps.db, outcome.safetyBackup, requestedBy);
          await recordRestored(deps.db, data.source, requestedBy);
          await report({ phase: 'Completato', percent: 100 });
          return { backup: null, ...outcome };
        } catch (error) {
          const failure = finalFailure(
            error,
            'Il ripristino non è riuscito e il database non è stato modificato',
          );
          // No attempt will follow: the staged upload is of no more use.
          if (failure instanceof UnrecoverableError) {
            await rm(incomingPath(deps.env.store.dir, data.source), { recursive: true, force: true });
          }
          throw failure;
        }
      },
      {
        // The lock outlives a dead holder no longer than a stalled job does.
        ttlMs: deps.lockDurationMs ?? 30_000,
        onWait: () => report({ phase: 'In attesa di un’altra operazione sul database', percent: 0 }),
      },
    );
  };
}

export function startDatabaseWorker(deps: DatabaseWorkerDeps) {
  return createJobWorker<DatabaseJobData, DatabaseJobResult>(
    {
      name: DATABASE_QUEUE,
      redisUrl: deps.redisUrl,
      prefix: deps.prefix,
      logger: deps.logger,
      concurrency: 1,
      lockDurationMs: deps.lockDurationMs ?? 30_000,
      ...(deps.stalledIntervalMs ? { stalledIntervalMs: deps.stalledIntervalMs } : {}),
      onFinalFailure: (job) => {
        const failed = backupFailedNotice(job as Job<DatabaseJobData>);
        if (failed) deps.push?.send(failed.notice, failed.key);
      },
    },
    processDatabaseJob(deps),
  );
}
