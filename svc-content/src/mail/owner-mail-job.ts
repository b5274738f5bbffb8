import { UnrecoverableError, type Job } from '@vetrina/service-kit/jobs';
import type { SendMailOptions } from 'nodemailer';
import type { Db, Logger } from '@vetrina/service-kit';
import type { SendMail } from './mail-transport.ts';
import type { SiteSettings } from '@vetrina/contracts';
import { readSiteSettings } from '../settings/settings-service.ts';
import { composeOwnerMail } from './owner-mail.ts';
import * as outbox from './outbox-repository.ts';

export const OWNER_MAIL_QUEUE = 'contact-mail';

/** A job names a contact message (the owner's notification) or a stored order e-mail (to a customer). */
export type OwnerMailJob = { messageId: number } | { orderEmailId: number };

export interface OwnerMailDeps {
  db: Db;
  sendMail: SendMail;
  /** The sender; the recipient is the settings' contact e-mail at send time. */
  from: string;
  /** The settings before the owner's first save. */
  settingsDefaults: SiteSettings;
  logger: Logger;
}

export type DeliveryOutcome = 'sent' | 'skipped';

type Attempt = { outcome: DeliveryOutcome } | { error: Error; permanent: boolean };

/** SMTP 5xx is a permanent refusal: retrying cannot help (4xx and connection errors can). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** A locked outbox row and how to write its e-mail (inside the try: a failure to write it counts as a failed try). */
type LockedMail = { id: number; compose: (trx: Db) => Promise<SendMailOptions> };

/** The maker's address: the settings' contact e-mail at send time. */
const ownerAddress = async (trx: Db, deps: OwnerMailDeps) =>
  (await readSiteSettings(trx, deps.settingsDefaults)).contactEmail;

/**
 * Sends one outbox row's e-mail at most once: the row is locked for the whole try (a second worker or
 * replica skips it) and marked sent in the same transaction once SMTP accepted. A failed try is
 * recorded (retrying, or failed for good) before the error goes back to BullMQ.
 */
async function deliverOutboxMail(
  deps: OwnerMailDeps,
  lock: (trx: Db) => Promise<LockedMail | undefined>,
  lastAttempt: boolean,
  context: Record<string, number>,
): Promise<DeliveryOutcome> {
  const attempt = await deps.db.transaction(async (trx): Promise<Attempt> => {
    const row = await lock(trx);
    if (!row) return { outcome: 'skipped' };
    try {
      await deps.sendMail(await row.compose(trx));
    } catch (error) {
      const permanent = isPermanent(error);
      const reason = (error as Error).message ?? String(error);
      await outbox.markAttemptFailed(trx, row.id, permanent || lastAttempt ? 'failed' : 'retrying', reason);
      return { error: error as Error, permanent };
    }
    await outbox.markSent(trx, row.id);
    return { outcome: 'sent' };
  });
  if ('outcome' in attempt) return attempt.outcome;
  deps.logger.warn({ ...context, err: attempt.error.message }, 'e-mail not accepted by SMTP');
  throw attempt.permanent ? new UnrecoverableError(attempt.error.message) : attempt.error;
}

/** The owner's notification of a contact message (docs/decisions/contact-messages-outbox.md). */
export function deliverOwnerMail(
  deps: OwnerMailDeps,
  messageId: number,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const lock = async (trx: Db) => {
    const row = await outbox.lockUnsentOwnerMail(trx, messageId);
    return (
      row && {
        id: row.id,
        compose: async (t: Db) =>
          composeOwnerMail(row.message, { from: deps.from, to: await ownerAddress(t, deps) }),
      }
    );
  };
  return deliverOutboxMail(deps, lock, lastAttempt, { messageId });
}

/** A customer's e-mail about an order, as stored; replying writes to the maker (docs/decisions/orders.md). */
export function deliverOrderMail(
  deps: OwnerMailDeps,
  orderEmailId: number,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const lock = async (trx: Db) => {
    const row = await outbox.lockUnsentOrderMail(trx, orderEmailId);
    if (!row) return undefined;
    const { email } = row;
    const compose = async (t: Db): Promise<SendMailOptions> => ({
      from: deps.from,
      to: email.to_address,
      replyTo: await ownerAddress(t, deps),
      subject: email.subject,
      text: email.text_body,
      html: email.html_body,
    });
    return { id: row.id, compose };
  };
  return deliverOutboxMail(deps, lock, lastAttempt, { orderEmailId });
}

/** The BullMQ processor of the contact-mail queue: owner notifications and order e-mails. */
export function ownerMailProcessor(deps: OwnerMailDeps) {
  return (job: Job<OwnerMailJob>) => {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return 'orderEmailId' in job.data
      ? deliverOrderMail(deps, job.data.orderEmailId, lastAttempt)
      : deliverOwnerMail(deps, job.data.messageId, lastAttempt);
  };
}
