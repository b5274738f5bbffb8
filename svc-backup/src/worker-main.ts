// A worker without the HTTP API: for a separate worker deployment, and for the test that kills one mid-restore.
import { createLogger, runMain } from '@vetrina/service-kit';
import { loadBackupConfig } from './config.ts';
import { createBackupSystem } from './system.ts';

runMain(async () => {
  const config = loadBackupConfig();
  const logger = createLogger('svc-backup-worker', config.LOG_LEVEL);
  const system = await createBackupSystem(config, logger);
  const worker = system.startWorker({
    lockDurationMs: config.BACKUP_WORKER_LOCK_MS,
    stalledIntervalMs: config.BACKUP_WORKER_STALLED_MS,
  });
  logger.info('database worker ready');
  const stop = async () => {
    await worker.close();
    await system.db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
});
