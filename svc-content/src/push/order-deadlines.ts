import { OVERDUE_ORDER_STATUSES } from '@vetrina/contracts';
import type { Db, Logger } from '@vetrina/service-kit';
import { startScheduledJob, type PushNotices } from '@vetrina/service-kit/jobs';
import { italianDateOf } from '../orders/working-days.ts';
import { deadlineNotice, type DeadlineOrder } from './content-notices.ts';

const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Open, not yet shipped orders whose 'Consegna prevista' is tomorrow, and those already past it (Italy's dates). */
export async function findDeadlines(db: Db, now: Date) {
  const today = italianDateOf(now);
  const open = () =>
    db('orders')
      .whereIn('status', [...OVERDUE_ORDER_STATUSES])
      .orderBy('id')
      .select<DeadlineOrder[]>('id', 'customer_name');
  const [dueTomorrow, overdue] = await Promise.all([
    open().where('expected_delivery', dayAfter(today)),
    open().where('expected_delivery', '<', today),
  ]);
  return { today, dueTomorrow, overdue };
}

/** One morning's run: at most one notification, keyed by the day (a second run that day sends nothing new). */
export async function notifyDeadlines(db: Db, push: PushNotices, now: Date): Promise<string> {
  const { today, dueTomorrow, overdue } = await findDeadlines(db, now);
  const notice = deadlineNotice(dueTomorrow, overdue);
  if (notice) push.send(notice, `deadline-${today}`);
  return `${dueTomorrow.length} due tomorrow, ${overdue.length} overdue`;
}

/** Every morning at 08:00 Europe/Rome, on one replica (docs/decisions/web-push.md). */
export function startDeadlineReminder(options: {
  db: Db;
  push: PushNotices;
  redisUrl: string;
  prefix: string;
  logger: Logger;
}) {
  return startScheduledJob({
    name: 'order-deadlines',
    what: 'the morning reminder of due and late orders',
    redisUrl: options.redisUrl,
    prefix: options.prefix,
    logger: options.logger,
    repeat: { pattern: '0 8 * * *', tz: 'Europe/Rome' },
    run: () => notifyDeadlines(options.db, options.push, new Date()),
  });
}
