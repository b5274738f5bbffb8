import type { Agent } from 'node:https';
import type { Db, Logger } from '@vetrina/service-kit';
import {
  createJobQueue,
  createJobWorker,
  pushQueueOptions,
  type Job,
  type JobQueue,
  type PushJob,
} from '@vetrina/service-kit/jobs';
import { deliverPush } from './push-delivery.ts';
import { listSubscriptionIdsFor } from './push-repository.ts';
import type { VapidDetails } from './vapid-config.ts';

export interface PushSenderOptions {
  db: Db;
  redisUrl: string;
  namespace: string;
  logger: Logger;
  vapid: VapidDetails;
  agent?: Agent;
  /** First retry delay (exponential after it); tests shorten it. */
  backoffMs?: number;
}

export interface PushSender {
  queue: JobQueue<PushJob>;
  /** 'Invia notifica di prova': queues the test notice to one subscription. */
  sendTest(subscriptionId: number): Promise<void>;
  close(): Promise<void>;
}

export const TEST_NOTICE = {
  kind: 'test',
  title: 'Notifica di prova',
  body: 'Le notifiche funzionano su questo dispositivo.',
  url: '/admin/impostazioni',
} as const;

/** Web Push as svc-auth runs it: the sender, and what the app's push routes offer (its key, the test notice). */
export interface ConfiguredPush {
  sender: PushSender;
  routes: { publicKey: string; sendTest(subscriptionId: number): Promise<void> };
}

/**
 * Web Push from svc-auth's settings (docs/decisions/web-push.md), as main.ts starts it: none without VAPID
 * keys (push notifications are off).
 */
export function startConfiguredPush(
  config: { REDIS_URL: string; REDIS_NAMESPACE: string; VAPID?: VapidDetails | undefined },
  deps: Pick<PushSenderOptions, 'db' | 'logger' | 'agent' | 'backoffMs'>,
): ConfiguredPush | undefined {
  if (!config.VAPID) return undefined;
  const sender = startPushSender({
    ...deps,
    redisUrl: config.REDIS_URL,
    namespace: config.REDIS_NAMESPACE,
    vapid: config.VAPID,
  });
  return { sender, routes: { publicKey: config.VAPID.publicKey, sendTest: sender.sendTest } };
}

/**
 * svc-auth's sender: a notice queued by any service is fanned out into one job per device that wants its
 * kind, so a device that fails is retried alone and a device gone (404/410) is removed alone.
 */
export function startPushSender(options: PushSenderOptions): PushSender {
  const common = {
    ...pushQueueOptions(options.redisUrl, options.namespace, options.logger),
    ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
  };
  const queue = createJobQueue<PushJob>(common);
  const deps = {
    db: options.db,
    logger: options.logger,
    vapid: options.vapid,
    ...(options.agent ? { agent: options.agent } : {}),
  };

  async function process(job: Job<PushJob>) {
    const { notice, subscriptionId } = job.data;
    if (subscriptionId !== undefined) return deliverPush(deps, notice, subscriptionId);
    if (notice.kind === 'test') return 'no devices';
    const ids = await listSubscriptionIdsFor(options.db, notice.kind);
    // Keys from the notice's own: a retried fan-out adds each device's job once.
    const key = String(job.id).replace(/^k-/, '');
    for (const id of ids) await queue.add({ notice, subscriptionId: id }, `${key}.to-${id}`);
    return `${ids.length} devices`;
  }

  const worker = createJobWorker<PushJob, string>({ ...common, concurrency: 4 }, process);
  return {
    queue,
    async sendTest(subscriptionId) {
      await queue.add({ notice: TEST_NOTICE, subscriptionId }, `test-${subscriptionId}-${Date.now()}`);
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
