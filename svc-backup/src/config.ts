import path from 'node:path';
import * as z from 'zod';
import {
  databaseConfigShape,
  gatewayTokenShape,
  keyRingFromConfig,
  loadConfig,
  redisConfigShape,
  signingKeyShape,
} from '@vetrina/service-kit';
import { photoStoreConfigShape, photoStoreSettings } from '@vetrina/service-kit/photos';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const backupConfigShape = {
  ...databaseConfigShape,
  ...redisConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4004),
  /** Where backups are kept (a volume in containers). */
  BACKUP_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data/backups')),
  /** HMAC key of the backups' signatures, and the replaced ones whose backups stay restorable. */
  ...signingKeyShape('BACKUP_SIGNING_KEY'),
  /** Cron of the scheduled backup, in BACKUP_TIMEZONE (default: Sunday 03:00). */
  BACKUP_SCHEDULE: z.string().min(9).default('0 3 * * 0'),
  BACKUP_TIMEZONE: z.string().default('Europe/Rome'),
  /** Scheduled backups kept; older scheduled ones are pruned (manual and safety ones never). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(8),
  BACKUP_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Folder of pg_dump and psql; default /usr/lib/postgresql/15/bin when present, else PATH. */
  PG_BIN_DIR: z.string().optional(),
  /** A job whose worker stops renewing its lock this long counts as stalled and runs again. */
  BACKUP_WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  BACKUP_WORKER_STALLED_MS: z.coerce.number().int().min(1000).default(30_000),
  /** The photos (PHOTO_STORE=folder): the same folders as svc-catalog's. */
  UPLOADS_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data/uploads')),
  ORIGINALS_DIR: z.string().min(1).optional(),
  /** PHOTO_STORE=s3: the same bucket as svc-catalog's (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, …). */
  ...photoStoreConfigShape,
};

export type BackupConfig = ReturnType<typeof loadBackupConfig>;

export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(backupConfigShape, env);
  // No window: a backup never expires, so a replaced key is accepted for as long as it is listed.
  // The originals default to `<UPLOADS_DIR>/.originals`, like svc-catalog's.
  const photos = {
    dir: config.UPLOADS_DIR,
    ...(config.ORIGINALS_DIR ? { originalsDir: config.ORIGINALS_DIR } : {}),
  };
  return {
    ...config,
    BACKUP_SIGNING_KEYS: keyRingFromConfig(config, 'BACKUP_SIGNING_KEY'),
    PHOTO_STORE_SETTINGS: photoStoreSettings(config, photos),
  };
}
