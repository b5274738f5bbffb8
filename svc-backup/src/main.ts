import { createLogger, runMain, startServer } from '@vetrina/service-kit';
import { buildApp } from './app.ts';
import { loadBackupConfig } from './config.ts';
import { scheduleBackups } from './jobs/schedule.ts';
import { createBackupSystem } from './system.ts';

runMain(async () => {
  const config = loadBackupConfig();
  const logger = createLogger('svc-backup', config.LOG_LEVEL);
  const system = await createBackupSystem(config, logger);
  const redis = system.createApiRedis();
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const jobs = system.createQueue();
  await scheduleBackups(jobs, system.schedule);
  const worker = system.startWorker();
  const app = buildApp({
    db: system.db,
    redis,
    logger,
    gatewayToken: config.GATEWAY_TOKEN,
    backups: system.runtimeFor(jobs),
  });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: [
      () => worker.close(),
      () => jobs.close(),
      () => system.db.destroy(),
      async () => redis.disconnect(),
    ],
  });
});
