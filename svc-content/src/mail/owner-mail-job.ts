import { UnrecoverableError, type Job } from '@vetrina/service-kit/jobs';
import type { Db, Logger } from '@vetrina/service-kit';
import type { SendMail } from './mail-transport.ts';
import type { SiteSettings } from '@vetrina/contracts';
import { readSiteSettings } from '../settings/settings-service.ts';
import { composeOwnerMail } from './owner-mail.ts';
import * as outbox from './outbox-repository.ts';

export const OWNER_MAIL_QUEUE = 'contact-mail';

export interface OwnerMailJob {
  messageId: number;
}

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

/**
 * Sends a message's owner e-mail at most once per outbox row: the row is locked for the whole try
 * (a second worker or replica skips it) and marked sent in the same transaction once SMTP accepted.
 * A failed try is recorded (retrying, or failed for good) before the error goes back to BullMQ.
 */
export async function deliverOwnerMail(
  deps: OwnerMailDeps,
  messageId: number,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const attempt = await deps.db.transaction(async (trx): Promise<Attempt> => {
    const row = await outbox.lockUnsentOwnerMail(trx, messageId);
    if (!row) return { outcome: 'skipped' };
    try {
      const { contactEmail } = await readSiteSettings(trx, deps.settingsDefaults);
      await deps.sendMail(composeOwnerMail(row.message, { from: deps.from, to: contactEmail }));
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
  deps.logger.warn({ messageId, err: attempt.error.message }, 'contact e-mail not accepted by SMTP');
  throw attempt.permanent ? new UnrecoverableError(attempt.error.message) : attempt.error;
}

/** The BullMQ processor of the contact-mail queue. */
export function ownerMailProcessor(deps: OwnerMailDeps) {
  return (job: Job<OwnerMailJob>) =>
    deliverOwnerMail(deps, job.data.messageId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
}
