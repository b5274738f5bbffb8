import { randomUUID } from 'node:crypto';
import { purgeActivity, type ActivityTableOptions } from './activity-log.ts';
import type { Db } from './db.ts';
import { startScheduledJob } from './scheduled-job.ts';
import type { Logger } from './logger.ts';

export const ACTIVITY_PURGE_QUEUE = 'activity-purge';
/** Every night at 03:30, Italian time. */
export const ACTIVITY_PURGE_CRON = '30 3 * * *';
export const ACTIVITY_PURGE_TIMEZONE = 'Europe/Rome';

export interface ActivityPurgeOptions extends ActivityTableOptions {
  db: Db;
  redisUrl: string;
  /** The service's own BullMQ prefix: each service purges its own schema with its own queue. */
  prefix: string;
  logger: Logger;
  cron?: string;
}

export interface ActivityPurge {
  /** Settles once the schedule is stored in Redis (start-up never waits for it: Redis may be down). */
  scheduled: Promise<void>;
  /** The stored schedule: cron pattern, time zone and next run (ms), as BullMQ keeps it. */
  schedule(): Promise<{ pattern?: string | null; tz?: string | null; next?: number | null } | undefined>;
  /** Runs a purge through the queue now and resolves with how many entries went. */
  runNow(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * `@vetrina/service-kit/activity-purge`: the repeatable BullMQ job removing this service's activity
 * entries older than 12 months (one scheduler id for every replica, so it runs once a night on whichever
 * worker takes it; deleting is idempotent, so a retried run is harmless).
 */
export function startActivityPurge(options: ActivityPurgeOptions): ActivityPurge {
  const job = startScheduledJob({
    name: ACTIVITY_PURGE_QUEUE,
    what: 'the activity purge',
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    logger: options.logger,
    repeat: { pattern: options.cron ?? ACTIVITY_PURGE_CRON, tz: ACTIVITY_PURGE_TIMEZONE },
    run: async () => {
      const removed = await purgeActivity(options.db, options);
      if (removed > 0) options.logger.info({ removed }, 'activity entries older than 12 months removed');
      return removed;
    },
  });
  return {
    scheduled: job.scheduled,
    schedule: async () => (await job.queue.queue.getJobScheduler(ACTIVITY_PURGE_QUEUE)) ?? undefined,
    runNow: (timeoutMs = 30_000) => job.queue.addAndWait<number>({}, `purge-${randomUUID()}`, timeoutMs),
    close: () => job.close(),
  };
}
