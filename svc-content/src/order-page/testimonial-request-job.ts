import { createJobQueue, createJobWorker, startScheduledJob } from '@vetrina/service-kit/jobs';
import type { Logger } from '@vetrina/service-kit';
import {
  requestTestimonial,
  sendDueTestimonialRequests,
  testimonialRequestDueAt,
  type TestimonialRequestDeps,
} from './testimonial-requests.ts';

/** The sweep's repeatable job. */
export const TESTIMONIAL_REQUEST_QUEUE = 'testimonial-requests';
/** One delayed job per delivered order, due 'Richiesta di testimonianza' days after 'Consegnato'. */
export const TESTIMONIAL_REQUEST_DUE_QUEUE = 'testimonial-request-due';

export interface TestimonialRequestJobData {
  orderId: number;
}

export interface TestimonialRequestJobOptions {
  deps: TestimonialRequestDeps;
  redisUrl: string;
  /** BullMQ key prefix: the service's (CONTENT_REDIS_PREFIX); tests pass their own. */
  prefix: string;
  logger: Logger;
  /** How often the sweep looks for due orders without a request. */
  everyMs: number;
}

export interface TestimonialRequests {
  /**
   * Schedules the order's request for its due time (a BullMQ delayed job). Never rejects: when Redis is
   * down the sweep asks the order once it is due.
   */
  schedule(orderId: number, deliveredAt: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * The testimonial requests: each delivered order's own delayed job, plus a repeatable sweep (every
 * `everyMs`, on one replica) for the orders whose job was never stored. Each order is asked once (a unique
 * row per order), so a retried or repeated run is harmless.
 */
export function startTestimonialRequests(options: TestimonialRequestJobOptions): TestimonialRequests {
  const { deps, logger } = options;
  const connection = { redisUrl: options.redisUrl, prefix: options.prefix, logger };
  const sweep = startScheduledJob({
    ...connection,
    name: TESTIMONIAL_REQUEST_QUEUE,
    what: 'the testimonial requests',
    repeat: { every: options.everyMs },
    run: async () => {
      const asked = await sendDueTestimonialRequests(deps);
      if (asked.length > 0) logger.info({ orders: asked }, 'testimonial requests e-mailed');
      return asked.length;
    },
  });
  const due = { ...connection, name: TESTIMONIAL_REQUEST_DUE_QUEUE, attempts: 3, backoffMs: 60_000 };
  const queue = createJobQueue<TestimonialRequestJobData>(due);
  const worker = createJobWorker<TestimonialRequestJobData, boolean>(due, async (job) => {
    const asked = await requestTestimonial(deps, job.data.orderId);
    if (asked) logger.info({ order: job.data.orderId }, 'testimonial request e-mailed');
    return asked;
  });
  return {
    async schedule(orderId, deliveredAt) {
      try {
        const dueAt = (await testimonialRequestDueAt(deps, deliveredAt)).getTime();
        // BullMQ counts the delay from the job's timestamp: given, so the job is due exactly at dueAt.
        const timestamp = Date.now();
        await queue.add({ orderId }, `order-${orderId}`, {
          timestamp,
          delay: Math.max(0, dueAt - timestamp),
        });
      } catch (error) {
        logger.warn(
          { order: orderId, err: (error as Error).message },
          'testimonial request not scheduled: the sweep will ask once it is due',
        );
      }
    },
    async close() {
      await worker.close();
      await queue.close();
      await sweep.close();
    },
  };
}
