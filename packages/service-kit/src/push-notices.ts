import type { PushNotice } from '@vetrina/contracts';
import { createJobQueue } from './job-queue.ts';
import type { Logger } from './logger.ts';
import { redisNames } from './redis-names.ts';

/** svc-auth's sender takes these jobs (it holds the subscriptions); any service may add them. */
export const PUSH_QUEUE = 'push-notifications';

/** A notice to every subscribed device, or the test to one subscription. */
export interface PushJob {
  notice: PushNotice;
  subscriptionId?: number;
}

export interface PushNotices {
  /**
   * Queues a notice without waiting (the request that caused it never waits for Redis nor the push
   * service); `key` makes it idempotent ('order-12'): the same key twice notifies once.
   */
  send(notice: PushNotice, key: string): void;
  /** Resolves once the queue's Redis connection is up (before it, notices are dropped). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The deployment's push queue (REDIS_NAMESPACE), as every service sees it. docs/decisions/web-push.md. */
export function pushQueueOptions(redisUrl: string, namespace: string, logger: Logger) {
  return { name: PUSH_QUEUE, redisUrl, prefix: redisNames(namespace).pushJobs, logger, attempts: 6 };
}

export function createPushNotices(options: {
  redisUrl: string;
  namespace: string;
  logger: Logger;
}): PushNotices {
  const { logger } = options;
  const queue = createJobQueue<PushJob>(pushQueueOptions(options.redisUrl, options.namespace, logger));
  return {
    send(notice, key) {
      // Notifications are a courtesy on top of the admin lists and e-mails: without Redis, none.
      if (!queue.isReady()) {
        logger.warn({ kind: notice.kind, key }, 'push queue unavailable: notification not sent');
        return;
      }
      queue.add({ notice }, `push-${key}`).catch((error: unknown) => {
        logger.warn(
          { kind: notice.kind, key, err: (error as Error).message },
          'could not queue the notification',
        );
      });
    },
    ready: async () => void (await queue.queue.waitUntilReady()),
    close: () => queue.close(),
  };
}

/** Nobody to notify (no Redis): what services use in tests and without REDIS_URL. */
export const noPushNotices: PushNotices = {
  send: () => undefined,
  ready: async () => undefined,
  close: async () => undefined,
};
