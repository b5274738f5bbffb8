import type { RepeatOptions } from 'bullmq';
import { createJobQueue, createJobWorker, type JobQueue } from './job-queue.ts';
import type { Logger } from './logger.ts';

type NoData = Record<string, never>;

export interface ScheduledJobOptions<Result> {
  /** Queue name, also the scheduler id and the job name. */
  name: string;
  /** What the job does, for the warning when it cannot be scheduled ('the activity purge'). */
  what: string;
  redisUrl: string;
  prefix?: string;
  logger: Logger;
  /** When it runs: `{ every: ms }` or `{ pattern: cron, tz }`. */
  repeat: Omit<RepeatOptions, 'key'>;
  run: () => Promise<Result>;
}

export interface ScheduledJob {
  queue: JobQueue<NoData>;
  /** Settles once the schedule is stored in Redis (start-up never waits for it: Redis may be down). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

/**
 * A repeatable BullMQ job with one scheduler id for every replica: it runs once per period, on
 * whichever replica's worker takes it (3 attempts, a minute apart). Its work must be idempotent.
 */
export function startScheduledJob<Result>(options: ScheduledJobOptions<Result>): ScheduledJob {
  const common = {
    name: options.name,
    redisUrl: options.redisUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    logger: options.logger,
    attempts: 3,
    backoffMs: 60_000,
  };
  const queue = createJobQueue<NoData>(common);
  const worker = createJobWorker<NoData, Result>(common, () => options.run());
  const scheduled = queue.queue
    .upsertJobScheduler(options.name, options.repeat, { name: options.name, data: {} })
    .then(
      () => undefined,
      (error: unknown) =>
        options.logger.warn({ err: (error as Error).message }, `could not schedule ${options.what}`),
    );
  return {
    queue,
    scheduled,
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
