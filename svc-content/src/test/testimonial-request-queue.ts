import { createLogger } from '@vetrina/service-kit';
import { createJobQueue, type Job } from '@vetrina/service-kit/jobs';
import {
  TESTIMONIAL_REQUEST_DUE_QUEUE,
  type TestimonialRequestJobData,
} from '../order-page/testimonial-request-job.ts';

export interface TestimonialRequestQueue {
  /** The delayed job of the order's testimonial request, once scheduled (undefined before). */
  delayedJobOf(orderId: number): Promise<Job<TestimonialRequestJobData> | undefined>;
  close(): Promise<void>;
}

/**
 * A look into a running svc-content's testimonial request jobs (the service tests' and the e2e system's):
 * when a request is due, and `job.promote()` to move time to it.
 */
export function openTestimonialRequestQueue(redisUrl: string, prefix: string): TestimonialRequestQueue {
  const queue = createJobQueue<TestimonialRequestJobData>({
    name: TESTIMONIAL_REQUEST_DUE_QUEUE,
    redisUrl,
    prefix,
    logger: createLogger('testimonial-request-queue', 'silent'),
  });
  return {
    async delayedJobOf(orderId) {
      const delayed = await queue.queue.getDelayed();
      return delayed.find((job) => job.data.orderId === orderId);
    },
    close: () => queue.close(),
  };
}
