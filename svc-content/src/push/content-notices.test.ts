import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { contactBody, fillForm, postContact } from '../test/content-test-system.ts';
import { startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';
import { notifyDeadlines, startDeadlineReminder } from './order-deadlines.ts';

describe("the maker's notifications from svc-content (issue 27 §4)", () => {
  let ctx: OrderTestContext;
  const queued = () => ctx.system.notices.queued();

  beforeAll(async () => {
    ctx = await startOrderTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('queues a new message in the inbox with the first name only, and nothing for one in quarantine', async () => {
    const before = (await queued()).length;
    await postContact(ctx.system, contactBody(await fillForm(ctx.system)), '198.51.100.1').expect(201);
    const bot = await fillForm(ctx.system);
    await postContact(
      ctx.system,
      contactBody(bot, { website: 'http://spam.example' }),
      '198.51.100.2',
    ).expect(201);
    const [inbox] = await ctx.system.db('contact_messages').where({ folder: 'inbox' }).select('id');
    expect((await queued()).slice(before)).toEqual([
      {
        key: `message-${inbox.id}`,
        notice: {
          kind: 'message',
          title: 'Nuovo messaggio',
          body: 'Giulia ti ha scritto dal sito.',
          url: '/admin/messaggi',
        },
      },
    ]);
  });

  it('queues a new order that opens it in the admin, without the surname, e-mail or lines', async () => {
    const order = await ctx.create({ customerName: '  Maria Chiara Bianchi ' });
    const last = (await queued()).at(-1)!;
    expect(last).toEqual({
      key: `order-${order.id}`,
      notice: {
        kind: 'order',
        title: 'Nuovo ordine',
        body: `Ordine n. ${order.id} di Maria.`,
        url: `/admin/ordini/${order.id}`,
      },
    });
    expect(JSON.stringify(last)).not.toMatch(/Bianchi|example\.it|Copertina/);
  });

  it('sums up each morning the orders due tomorrow and the late ones, once a day', async () => {
    await ctx.system.db('orders').delete();
    // The clock: Thursday 26 November 2026 in Italy; tomorrow is the 27th.
    const tomorrow = await ctx.create({ customerName: 'Anna Verdi', expectedDelivery: '2026-11-27' });
    const late = await ctx.create({ customerName: 'Luca Neri', expectedDelivery: '2026-11-20' });
    const alsoLate = await ctx.create({ customerName: 'Sara Blu', expectedDelivery: '2026-11-25' });
    const shipped = await ctx.create({ customerName: 'Piero Gialli', expectedDelivery: '2026-11-20' });
    await ctx.system.db('orders').where({ id: shipped.id }).update({ status: 'spedito' });
    const later = await ctx.create({ customerName: 'Ugo Rosa', expectedDelivery: '2026-11-30' });
    expect(later.id).toBeGreaterThan(0);

    expect(await notifyDeadlines(ctx.system.db, ctx.system.notices.push, ctx.clock.now)).toBe(
      '1 due tomorrow, 2 overdue',
    );
    await notifyDeadlines(ctx.system.db, ctx.system.notices.push, ctx.clock.now);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const deadlines = (await queued()).filter((q) => q.notice.kind === 'deadline');
    expect(deadlines).toEqual([
      {
        key: 'deadline-2026-11-26',
        notice: {
          kind: 'deadline',
          title: 'Ordini in ritardo',
          body: `Domani va consegnato l'ordine n. ${tomorrow.id} di Anna. In ritardo: 2 ordini.`,
          url: '/admin/ordini',
        },
      },
    ]);
    expect([late.id, alsoLate.id]).toHaveLength(2);

    // Two days later only Anna's is late, nothing is due on the 29th: the notification opens her order.
    await ctx.system.db('orders').whereIn('id', [late.id, alsoLate.id]).update({ status: 'consegnato' });
    await notifyDeadlines(ctx.system.db, ctx.system.notices.push, new Date('2026-11-28T07:00:00Z'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await queued()).at(-1)).toEqual({
      key: 'deadline-2026-11-28',
      notice: {
        kind: 'deadline',
        title: 'Ordini in ritardo',
        body: `In ritardo: l'ordine n. ${tomorrow.id} di Anna.`,
        url: `/admin/ordini/${tomorrow.id}`,
      },
    });
  });

  it('runs at 08:00 Europe/Rome every day', async () => {
    const reminder = startDeadlineReminder({
      db: ctx.system.db,
      push: ctx.system.notices.push,
      redisUrl: TEST_REDIS_URL,
      prefix: uniqueRedisPrefix('deadlines').replace(/:$/, ''),
      logger: createLogger('deadlines-test', 'silent'),
    });
    try {
      await reminder.scheduled;
      const scheduler = await reminder.queue.queue.getJobScheduler('order-deadlines');
      expect(scheduler).toMatchObject({ pattern: '0 8 * * *', tz: 'Europe/Rome' });
      const next = new Date(scheduler!.next!);
      expect(
        new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', timeStyle: 'short' }).format(next),
      ).toBe('08:00');
    } finally {
      await reminder.queue.queue.obliterate({ force: true });
      await reminder.close();
    }
  });
});
