import type { Express } from 'express';
import {
  activityRoutes,
  createApp,
  createLogger,
  noStore,
  pingDb,
  pingRedis,
  requireAdmin,
  requireIdentity,
  type Db,
  type Logger,
  type Redis,
  watchLastSuccessfulBackup,
} from '@vetrina/service-kit';
import { BACKUP_ACTIVITY } from './activity/backup-activity.ts';
import { backupRoutes, restoreRoute, type BackupRuntime } from './backups/backup-routes.ts';

export interface BackupDeps {
  db: Db;
  redis: Redis;
  gatewayToken: string;
  backups: BackupRuntime;
  logger?: Logger;
}

/** The newest backup's time: what the alert "no successful backup for 8 days" watches. */
async function newestBackup(backups: BackupRuntime): Promise<Date | undefined> {
  const times = (await backups.store.list()).map((backup) => Date.parse(backup.createdAt));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

export function buildApp(deps: BackupDeps): Express {
  watchLastSuccessfulBackup(() => newestBackup(deps.backups));
  return createApp({
    name: 'svc-backup',
    logger: deps.logger ?? createLogger('svc-backup', 'silent'),
    readiness: { postgres: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
    rawRoutes: (app) => {
      // Administrators only, checked before a multipart body is read.
      app.use('/api/admin/database', requireIdentity(deps.gatewayToken), requireAdmin, noStore);
      restoreRoute(app, deps.backups);
    },
    routes: (app) => {
      app.use(
        activityRoutes({
          db: deps.db,
          source: 'backup',
          gatewayToken: deps.gatewayToken,
          ...BACKUP_ACTIVITY,
        }),
      );
      app.use('/api/admin/database', backupRoutes(deps.backups));
    },
  });
}
