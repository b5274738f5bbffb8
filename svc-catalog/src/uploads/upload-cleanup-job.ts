import * as z from 'zod';
import { startScheduledJob } from '@vetrina/service-kit/jobs';
import { loadConfig, type Db, type Logger } from '@vetrina/service-kit';
import type { PhotoStore } from '@vetrina/service-kit/photos';
import { removeUnreferencedUploads } from './unreferenced-uploads.ts';

export const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';

/** svc-catalog's variables for the cleanup (read by loadConfig, like the rest of its configuration). */
export const uploadCleanupConfigShape = {
  /** Unreferenced pictures younger than this are kept (an upload whose product is not saved yet). */
  UPLOAD_CLEANUP_GRACE_HOURS: z.coerce.number().positive().default(24),
  UPLOAD_CLEANUP_EVERY_MINUTES: z.coerce.number().positive().default(60),
};

export function loadUploadCleanupConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(uploadCleanupConfigShape, env);
  return {
    graceMs: config.UPLOAD_CLEANUP_GRACE_HOURS * 3_600_000,
    everyMs: config.UPLOAD_CLEANUP_EVERY_MINUTES * 60_000,
  };
}

export interface UploadCleanupOptions {
  db: Db;
  photos: PhotoStore;
  redisUrl: string;
  logger: Logger;
  graceMs: number;
  everyMs: number;
  /** BullMQ key prefix: the deployment's (redisNames().catalogJobs); tests pass their own. */
  prefix: string;
}

export interface UploadCleanup {
  /** Settles once the schedule is stored in Redis (start-up never waits for it: Redis may be down). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

/**
 * The repeatable BullMQ job that removes uploaded pictures nothing refers to any more (with their
 * originals) after a grace period. One scheduler id for every replica: the job runs once per period,
 * on whichever replica's worker takes it. Removing is idempotent, so a retried run is harmless.
 */
export function startUploadCleanup(options: UploadCleanupOptions): UploadCleanup {
  return startScheduledJob({
    name: UPLOAD_CLEANUP_QUEUE,
    what: 'the upload cleanup',
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    logger: options.logger,
    repeat: { every: options.everyMs },
    run: async () => {
      const removed = await removeUnreferencedUploads(options);
      if (removed.length > 0) options.logger.info({ removed }, 'unreferenced uploads removed');
      return removed.length;
    },
  });
}
