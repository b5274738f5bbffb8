import { redisNames, runService } from '@vetrina/service-kit';
import { startActivityPurge } from '@vetrina/service-kit/activity-purge';
import { BACKUP_ACTIVITY } from './activity/backup-activity.ts';
import { buildApp } from './app.ts';
import { loadBackupConfig } from './config.ts';
import { scheduleBackups } from './jobs/schedule.ts';
import { createBackupSystem } from './system.ts';

const BACKUP_SHUTDOWN_TIMEOUT_MS = 15 * 60_000;

// No schema of its own to migrate through the kit: the system opens a pool that reads every schema.
runService({
  name: 'svc-backup',
  loadConfig: loadBackupConfig,
  build: async ({ config, logger, openRedis }) => {
    const system = await createBackupSystem(config, logger);
    const redis = openRedis(config.REDIS_URL);
    const jobs = system.createQueue();
    await scheduleBackups(jobs, system.schedule);
    const worker = system.startWorker();
    // svc-backup's activity entries older than 12 months go every night.
    const purge = startActivityPurge({
      db: system.db,
      logger,
      redisUrl: config.REDIS_URL,
      prefix: redisNames(config.REDIS_NAMESPACE).backupJobs(config.DATABASE_URL),
      ...BACKUP_ACTIVITY,
    });
    const app = buildApp({
      db: system.db,
      redis,
      logger,
      gatewayToken: config.GATEWAY_TOKEN,
      backups: system.runtimeFor(jobs),
    });
    return {
      app,
      closers: [() => worker.close(), () => purge.close(), () => jobs.close(), () => system.db.destroy()],
      // A dump or restore in flight (job or streamed request) may finish: as long as the gateway waits for it.
      shutdownTimeoutMs: BACKUP_SHUTDOWN_TIMEOUT_MS,
    };
  },
});
