// A database worker that stops at one step of a restore (RESTORE_STOP_AT), prints `stopped at <step>`
// and waits there: the crash test SIGKILLs it at that exact moment.
import { createLogger, runMain } from '@vetrina/service-kit';
import type { RestoreStep } from '../backups/restore.ts';
import { loadBackupConfig } from '../config.ts';
import { createBackupSystem } from '../system.ts';

runMain(async () => {
  const stopAt = process.env.RESTORE_STOP_AT as RestoreStep;
  const config = loadBackupConfig();
  const system = await createBackupSystem(config, createLogger('svc-backup-stopping', 'silent'));
  system.startWorker({
    lockDurationMs: config.BACKUP_WORKER_LOCK_MS,
    stalledIntervalMs: config.BACKUP_WORKER_STALLED_MS,
    onRestoreStep: async (step) => {
      if (step !== stopAt) return;
      process.stdout.write(`stopped at ${step}\n`);
      await new Promise(() => {});
    },
  });
});
