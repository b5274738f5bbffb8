import client from 'prom-client';
import { Queue, QueueEvents, Worker, UnrecoverableError, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from './logger.ts';
import { createWorkerRedis } from './redis.ts';

export { UnrecoverableError, type Job };

/**
 * `@vetrina/service-kit/jobs`: the one way services run background work (the owner's mail, backups, restores): BullMQ queues with
 * retries and exponential backoff, idempotency keys (BullMQ ignores a second job with the same id
 * while the first is kept), graceful shutdown and Prometheus metrics in the global registry, which
 * every service's /metrics also serves.
 *
 * Delivery is at least once: a stalled job (its worker died) runs again, so processors must be
 * idempotent (check and record their side effect in PostgreSQL).
 */
export interface JobQueueOptions {
  /** Queue name, e.g. 'contact-mail'. */
  name: string;
  redisUrl: string;
  /** BullMQ key prefix; tests pass their own so parallel files never share queues. */
  prefix?: string;
  logger: Logger;
  /** Attempts before a job is failed for good (default 8) and the first backoff delay (default 5 s). */
  attempts?: number;
  backoffMs?: number;
}

export interface JobQueue<Data> {
  queue: Queue<Data>;
  /** Adds a job; `key` is the idempotency key (BullMQ job id): adding the same key twice runs it once. */
  add(data: Data, key: string, options?: JobsOptions): Promise<Job<Data>>;
  /**
   * Adds the job unless one with this key is waiting, delayed or running; a finished one (completed or
   * failed) is replaced. For sweepers handing over again work whose outcome PostgreSQL says is still open.
   */
  ensure(data: Data, key: string, options?: JobsOptions): Promise<Job<Data>>;
  /** Whether the queue's Redis connection is up now: callers that must not wait can leave the job to a sweeper. */
  isReady(): boolean;
  /** Adds a job and resolves with its result when a worker finishes it (rejects on failure or timeout). */
  addAndWait<Result>(data: Data, key: string, timeoutMs: number, options?: JobsOptions): Promise<Result>;
  /**
   * Waits up to `timeoutMs` for a job added earlier: its result, or `{ finished: false }` when it is
   * still running (answer 202 and let the client poll). Rejects when the job failed for good.
   */
  waitFor<Result>(
    job: Job<Data>,
    timeoutMs: number,
  ): Promise<{ finished: true; result: Result } | { finished: false }>;
  close(): Promise<void>;
}

export interface JobWorkerOptions extends JobQueueOptions {
  concurrency?: number;
  /** Time a job may run without its worker renewing the lock before it counts as stalled (default 30 s). */
  lockDurationMs?: number;
  /** How often stalled jobs (their worker died) are looked for and run again (default 30 s). */
  stalledIntervalMs?: number;
  /** Called once a job has failed for good (no attempt left, or an UnrecoverableError). */
  onFinalFailure?: (job: Job, error: Error) => void;
}

export interface JobWorker {
  worker: Worker;
  /** Stops taking jobs, waits for the running ones, then disconnects. */
  close(): Promise<void>;
}

const jobsTotal = new client.Counter({
  name: 'jobs_total',
  help: 'Background jobs by queue and outcome (completed, failed, retried)',
  labelNames: ['queue', 'outcome'],
});
const jobDuration = new client.Histogram({
  name: 'job_duration_seconds',
  help: 'Background job run time by queue',
  labelNames: ['queue'],
  buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
});

const KEY_PATTERN = /^[\w.:-]{1,200}$/;

function checkedKey(key: string): string {
  // BullMQ refuses integer-like custom ids and ':' is its own separator.
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid job key: ${key}`);
  return `k-${key.replaceAll(':', '_')}`;
}

export function createJobQueue<Data>(options: JobQueueOptions): JobQueue<Data> {
  const connection = createWorkerRedis(options.redisUrl);
  connection.on('error', (err) =>
    options.logger.warn({ err: err.message, queue: options.name }, 'queue redis error'),
  );
  const queue = new Queue<Data>(options.name, {
    connection,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    defaultJobOptions: {
      attempts: options.attempts ?? 8,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 5000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  });
  // Without a listener BullMQ prints every reconnection failure while Redis is down.
  queue.on('error', (err) => options.logger.warn({ err: err.message, queue: options.name }, 'queue error'));
  let events: QueueEvents | undefined;
  const queueEvents = async () => {
    if (!events) {
      events = new QueueEvents(options.name, {
        connection: createWorkerRedis(options.redisUrl),
        ...(options.prefix ? { prefix: options.prefix } : {}),
      });
      await events.waitUntilReady();
    }
    return events;
  };

  const add = (data: Data, key: string, jobOptions: JobsOptions = {}) =>
    // BullMQ's generic name types are stricter than a plain string name allows.
    (queue.add as unknown as (name: string, data: Data, opts: JobsOptions) => Promise<Job<Data>>)(
      options.name,
      data,
      {
        ...jobOptions,
        jobId: checkedKey(key),
      },
    );

  return {
    queue,
    add,
    async ensure(data, key, jobOptions) {
      const existing = await queue.getJob(checkedKey(key));
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed') return existing;
        await existing.remove();
      }
      return add(data, key, jobOptions);
    },
    isReady: () => connection.status === 'ready',
    async addAndWait<Result>(data: Data, key: string, timeoutMs: number, jobOptions?: JobsOptions) {
      const listener = await queueEvents();
      const job = await add(data, key, jobOptions);
      return (await job.waitUntilFinished(listener, timeoutMs)) as Result;
    },
    async waitFor<Result>(job: Job<Data>, timeoutMs: number) {
      const listener = await queueEvents();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<{ finished: false }>((resolve) => {
        timer = setTimeout(() => resolve({ finished: false }), timeoutMs);
      });
      const finished = job
        .waitUntilFinished(listener)
        .then((result) => ({ finished: true as const, result: result as Result }));
      try {
        return await Promise.race([finished, timeout]);
      } finally {
        clearTimeout(timer);
        finished.catch(() => undefined);
      }
    },
    async close() {
      await events?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}

export function createJobWorker<Data, Result>(
  options: JobWorkerOptions,
  process: (job: Job<Data>) => Promise<Result>,
): JobWorker {
  const connection = createWorkerRedis(options.redisUrl);
  connection.on('error', (err) =>
    options.logger.warn({ err: err.message, queue: options.name }, 'worker redis error'),
  );
  const worker = new Worker<Data, Result>(
    options.name,
    async (job) => {
      const end = jobDuration.startTimer({ queue: options.name });
      try {
        return await process(job);
      } finally {
        end();
      }
    },
    {
      connection,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDurationMs ?? 30_000,
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
      ...(options.prefix ? { prefix: options.prefix } : {}),
    },
  );
  worker.on('completed', (job) => {
    jobsTotal.inc({ queue: options.name, outcome: 'completed' });
    options.logger.info({ queue: options.name, jobId: job.id }, 'job completed');
  });
  worker.on('failed', (job, err) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    jobsTotal.inc({ queue: options.name, outcome: final ? 'failed' : 'retried' });
    options.logger.warn(
      { queue: options.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message },
      final ? 'job failed' : 'job will be retried',
    );
    if (final && job) options.onFinalFailure?.(job, err);
  });
  worker.on('error', (err) => options.logger.warn({ queue: options.name, err: err.message }, 'worker error'));
  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
