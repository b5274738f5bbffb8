import type { PushNotice } from '@vetrina/contracts';
import { createLogger } from '@vetrina/service-kit';
import {
  createJobQueue,
  createPushNotices,
  pushQueueOptions,
  type PushJob,
  type PushNotices,
} from '@vetrina/service-kit/jobs';
import { uniqueRedisNamespace } from '@vetrina/service-kit/testing';

/** The real push queue of a namespace of the test's own, and what waits in it (no sender runs here). */
export interface QueuedPushNotices {
  push: PushNotices;
  /** The notices queued so far, oldest first, with their idempotency keys. */
  queued(): Promise<{ key: string; notice: PushNotice }[]>;
  close(): Promise<void>;
}

export async function queuedPushNotices(redisUrl: string): Promise<QueuedPushNotices> {
  const namespace = uniqueRedisNamespace('content-push');
  const logger = createLogger('push-test', 'silent');
  const push = createPushNotices({ redisUrl, namespace, logger });
  const reader = createJobQueue<PushJob>(pushQueueOptions(redisUrl, namespace, logger));
  await push.ready();
  return {
    push,
    async queued() {
      const jobs = await reader.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      return jobs
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((job) => ({ key: String(job.id).replace(/^k-push-/, ''), notice: job.data.notice }));
    },
    async close() {
      await reader.queue.obliterate({ force: true }).catch(() => {});
      await reader.close();
      await push.close();
    },
  };
}
