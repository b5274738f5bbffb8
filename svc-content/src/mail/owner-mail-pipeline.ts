import { createJobQueue, createJobWorker, type JobQueue } from '@vetrina/service-kit/jobs';
import type { Db, Logger } from '@vetrina/service-kit';
import { pruneSpentNonces } from '../messages/message-repository.ts';
import type { SendMail } from './mail-transport.ts';
import type { SiteSettings } from '@vetrina/contracts';
import { OWNER_MAIL_QUEUE, ownerMailProcessor, type OwnerMailJob } from './owner-mail-job.ts';
import { listStaleUnsent, listStaleUnsentOrderMails } from './outbox-repository.ts';

export interface OwnerMailPipelineOptions {
  db: Db;
  redisUrl: string;
  /** BullMQ key prefix (the service's Redis prefix). */
  prefix: string;
  logger: Logger;
  sendMail: SendMail;
  /** The sender; the recipient is the settings' contact e-mail at send time. */
  from: string;
  settingsDefaults: SiteSettings;
  attempts: number;
  backoffMs: number;
  sweepIntervalMs: number;
  /** An open outbox row untouched this long is handed to the queue again. */
  staleAfterMs: number;
  /** Spent form tokens older than this are forgotten (tokens expire before). */
  spentTokenRetentionMs: number;
  concurrency?: number;
}

export interface OwnerMailPipeline {
  queue: JobQueue<OwnerMailJob>;
  /** Hands a stored message's e-mail to the queue without waiting; when Redis is down the sweeper does it later. */
  notify(messageId: number): void;
  /** The same for a stored order e-mail to a customer. */
  notifyOrderEmail(orderEmailId: number): void;
  /** One sweeper pass (also run every sweepIntervalMs and at start): returns how many e-mails it handed over. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

const keyOf = (messageId: number) => `message-${messageId}`;
const orderKeyOf = (orderEmailId: number) => `order-email-${orderEmailId}`;

/** The owner's e-mail path: queue, worker and outbox sweeper (docs/decisions/contact-messages-outbox.md). */
export function startOwnerMailPipeline(options: OwnerMailPipelineOptions): OwnerMailPipeline {
  const { logger } = options;
  const common = {
    name: OWNER_MAIL_QUEUE,
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    logger,
    attempts: options.attempts,
    backoffMs: options.backoffMs,
  };
  const queue = createJobQueue<OwnerMailJob>(common);
  const worker = createJobWorker<OwnerMailJob, string>(
    { ...common, concurrency: options.concurrency ?? 2 },
    ownerMailProcessor({
      db: options.db,
      sendMail: options.sendMail,
      from: options.from,
      settingsDefaults: options.settingsDefaults,
      logger,
    }),
  );

  const hand = (job: OwnerMailJob, key: string) => {
    if (!queue.isReady()) {
      logger.warn(job, 'mail queue unavailable: the outbox sweeper will hand the e-mail over');
      return;
    }
    queue.add(job, key).catch((error: unknown) => {
      logger.warn({ ...job, err: (error as Error).message }, 'could not queue the e-mail');
    });
  };
  const notify = (messageId: number) => hand({ messageId }, keyOf(messageId));
  const notifyOrderEmail = (orderEmailId: number) => hand({ orderEmailId }, orderKeyOf(orderEmailId));

  let sweeping: Promise<number> | undefined;
  const sweepOnce = async () => {
    await pruneSpentNonces(options.db, new Date(Date.now() - options.spentTokenRetentionMs));
    if (!queue.isReady()) return 0;
    const before = new Date(Date.now() - options.staleAfterMs);
    const ids = await listStaleUnsent(options.db, before, 100);
    for (const messageId of ids) await queue.ensure({ messageId }, keyOf(messageId));
    const orderIds = await listStaleUnsentOrderMails(options.db, before, 100);
    for (const orderEmailId of orderIds) await queue.ensure({ orderEmailId }, orderKeyOf(orderEmailId));
    const count = ids.length + orderIds.length;
    if (count > 0) logger.info({ count }, 'outbox sweeper handed e-mails to the queue');
    return count;
  };
  // One pass at a time: the timer never overlaps a slow pass.
  const sweep = () => {
    sweeping ??= sweepOnce().finally(() => (sweeping = undefined));
    return sweeping;
  };
  const sweepQuietly = () =>
    void sweep().catch((error: unknown) =>
      logger.warn({ err: (error as Error).message }, 'outbox sweep failed'),
    );
  const timer = setInterval(sweepQuietly, options.sweepIntervalMs);
  timer.unref();
  sweepQuietly();

  return {
    queue,
    notify,
    notifyOrderEmail,
    sweep,
    async close() {
      clearInterval(timer);
      await sweeping?.catch(() => 0);
      await worker.close();
      await queue.close();
    },
  };
}
