import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushNotice } from '@vetrina/contracts';
import type { Db, Logger } from '@vetrina/service-kit';
import { UnrecoverableError } from '@vetrina/service-kit/jobs';
import { deleteSubscription, findSubscription } from './push-repository.ts';
import type { VapidDetails } from './vapid-config.ts';

export interface PushDeliveryDeps {
  db: Db;
  logger: Logger;
  vapid: VapidDetails;
  /** The https.Agent web-push uses (tests trust their own push service's certificate with it). */
  agent?: Agent;
}

/** What the service worker receives: the notice and the tag that replaces an older notice of the same item. */
export const pushPayloadOf = (notice: PushNotice) =>
  JSON.stringify({ ...notice, tag: `${notice.kind}:${notice.url}` });

// A day: a notice older than that is stale (the lists say the same); the push service drops it then.
const TTL_SECONDS = 24 * 3600;
/** The push service's answers that no retry can change: the subscription is gone, or the payload too big. */
const GONE = new Set([404, 410]);
const TOO_BIG = 413;

/**
 * Sends one notice to one stored subscription, encrypted (aes128gcm) and signed with the VAPID key.
 * Returns what happened; throws to be retried (network, 429, 5xx) or UnrecoverableError when retrying is pointless.
 */
export async function deliverPush(
  deps: PushDeliveryDeps,
  notice: PushNotice,
  subscriptionId: number,
): Promise<'sent' | 'unsubscribed' | 'off'> {
  const row = await findSubscription(deps.db, subscriptionId);
  if (!row) return 'unsubscribed';
  if (notice.kind !== 'test' && !row.kinds.includes(notice.kind)) return 'off';
  try {
    await webpush.sendNotification(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      pushPayloadOf(notice),
      {
        vapidDetails: deps.vapid,
        TTL: TTL_SECONDS,
        urgency: notice.kind === 'deadline' ? 'normal' : 'high',
        timeout: 15_000,
        ...(deps.agent ? { agent: deps.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    if (!(error instanceof webpush.WebPushError)) throw error;
    if (GONE.has(error.statusCode)) {
      await deleteSubscription(deps.db, row.id);
      deps.logger.info(
        { subscriptionId: row.id, status: error.statusCode },
        'push subscription gone: removed',
      );
      throw new UnrecoverableError(`push subscription gone (${error.statusCode})`);
    }
    if (error.statusCode === TOO_BIG) throw new UnrecoverableError('push payload too large (413)');
    throw new Error(`push service answered ${error.statusCode}`, { cause: error });
  }
}
