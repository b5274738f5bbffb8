import {
  createActivityTable,
  createDb,
  createRedis,
  createWorkerRedis,
  redisNames,
  type Logger,
} from '@vetrina/service-kit';
import { createPushNotices } from '@vetrina/service-kit/jobs';
import { createPhotoStore, describePhotoStore } from '@vetrina/service-kit/photos';
import { BACKUP_SCHEMA } from './activity/backup-activity.ts';
import type { BackupRuntime } from './backups/backup-routes.ts';
import { createBackupStore } from './backups/backup-files.ts';
import type { BackupEnvironment } from './backups/create-backup.ts';
import { checkPgToolVersions, findPgTools } from './backups/pg-tools.ts';
import { ensureRestoreLog } from './backups/restore.ts';
import type { BackupConfig } from './config.ts';
import { createDatabaseQueue, startDatabaseWorker, type DatabaseWorkerDeps } from './jobs/database-jobs.ts';

const WAIT_MS = 60_000;

/** ioredis prints 'Unhandled error event' with a stack for every failed reconnect unless someone listens. */
function loggingErrors<T extends ReturnType<typeof createRedis>>(redis: T, logger: Logger): T {
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'Redis connection error'));
  return redis;
}

/** The pieces the API process and a worker-only process share; checks the pg_dump version first. */
export async function createBackupSystem(config: BackupConfig, logger: Logger) {
  // svc-backup owns only its `backup` bookkeeping schema: it reads the others to dump them.
  // A restore keeps one connection for the uploads lock while it works with another.
  const db = createDb(config.DATABASE_URL, 'public', { min: 0, max: 3 });
  const tools = findPgTools(config.PG_BIN_DIR);
  const { rows } = (await db.raw('SHOW server_version_num')) as { rows: { server_version_num: string }[] };
  await checkPgToolVersions(tools, Number(rows[0]!.server_version_num));
  await ensureRestoreLog(db);
  await createActivityTable(db, BACKUP_SCHEMA);

  const store = createBackupStore(config.BACKUP_DIR);
  const env: BackupEnvironment = {
    tools,
    databaseUrl: config.DATABASE_URL,
    store,
    signingKey: config.BACKUP_SIGNING_KEYS,
    photos: createPhotoStore(config.PHOTO_STORE_SETTINGS),
  };
  logger.info(describePhotoStore(config.PHOTO_STORE_SETTINGS), 'photo store');
  const names = redisNames(config.REDIS_NAMESPACE);
  const prefix = names.backupJobs(config.DATABASE_URL);
  const schedule = {
    cron: config.BACKUP_SCHEDULE,
    timezone: config.BACKUP_TIMEZONE,
    keep: config.BACKUP_KEEP,
  };
  const jobsOptions = { redisUrl: config.REDIS_URL, prefix, logger };

  return {
    db,
    env,
    schedule,
    createQueue: () => createDatabaseQueue(jobsOptions),
    runtimeFor: (jobs: ReturnType<typeof createDatabaseQueue>): BackupRuntime => ({
      db,
      store,
      jobs,
      signingKey: config.BACKUP_SIGNING_KEYS,
      schedule,
      maxUploadBytes: config.BACKUP_MAX_UPLOAD_MB * 1024 * 1024,
      waitMs: WAIT_MS,
    }),
    startWorker: (
      options: Pick<DatabaseWorkerDeps, 'lockDurationMs' | 'stalledIntervalMs' | 'onRestoreStep'> = {},
    ) => {
      const lockRedis = loggingErrors(createWorkerRedis(config.REDIS_URL), logger);
      const push = createPushNotices({
        redisUrl: config.REDIS_URL,
        namespace: config.REDIS_NAMESPACE,
        logger,
      });
      const worker = startDatabaseWorker({
        push,
        ...jobsOptions,
        env,
        db,
        redis: lockRedis,
        names,
        keepScheduled: config.BACKUP_KEEP,
        lockDurationMs: config.BACKUP_WORKER_LOCK_MS,
        stalledIntervalMs: config.BACKUP_WORKER_STALLED_MS,
        ...options,
      });
      return {
        async close() {
          await worker.close();
          await push.close();
          lockRedis.disconnect();
        },
      };
    },
    createApiRedis: () => loggingErrors(createRedis(config.REDIS_URL), logger),
  };
}
