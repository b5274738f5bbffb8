import type { Express } from 'express';
import {
  createApp,
  createLogger,
  pingDb,
  pingRedis,
  requireAdmin,
  requireIdentity,
  type Db,
  type Logger,
  type Redis,
} from '@vetrina/service-kit';
import { backupRoutes } from './backups/backup-routes.ts';

export interface BackupDeps {
  db: Db;
  redis: Redis;
  gatewayToken: string;
  logger?: Logger;
}

export function buildApp(deps: BackupDeps): Express {
  return createApp({
    name: 'svc-backup',
    logger: deps.logger ?? createLogger('svc-backup', 'silent'),
    readiness: { postgres: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
    routes: (app) => {
      app.use('/api/admin/database', requireIdentity(deps.gatewayToken), requireAdmin, (_req, res, next) => {
        res.set('Cache-Control', 'no-store');
        next();
      });
      app.use('/api/admin/database', backupRoutes());
    },
  });
}
