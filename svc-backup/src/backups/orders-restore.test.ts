import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  ORDER_FORWARD_STATUSES,
  orderInputSchema,
  type Order,
} from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';
import { readCustomerOrder } from '../../../svc-content/src/order-page/customer-order.ts';
import { submitTestimonial } from '../../../svc-content/src/order-page/testimonial-form.ts';
import { sendDueTestimonialRequests } from '../../../svc-content/src/order-page/testimonial-requests.ts';
import * as orders from '../../../svc-content/src/orders/order-service.ts';
import { type BackupHarness, makeBackup, restoreOwnBackup, snapshot } from '../test/backup-harness.ts';
import { orderBackupSuite } from '../test/content-order-deps.ts';

const ORDER_TABLES = [
  'orders',
  'order_lines',
  'order_history',
  'order_emails',
  'mail_outbox',
  'activity',
  'testimonial_requests',
  'testimonials',
];

/** Every row of the order tables (svc-content's real schema). */
const orderSnapshot = (db: Db) =>
  snapshot(
    db,
    ORDER_TABLES.map((table) => `content.${table}`),
  );

describe('orders in a backup and its restore (svc-content schema, issue 20)', () => {
  let h: BackupHarness;
  let content: Db;
  let deps: orders.OrderDeps;
  const actor = { username: 'admin' };
  orderBackupSuite((started) => ({ harness: h, content, deps } = started));

  it('brings back every order with its lines, money, dates, history, e-mails and activity', async () => {
    const [message] = await content('contact_messages')
      .insert({
        name: 'Giulia Rossi',
        email: 'giulia@example.it',
        subject: 'Bavaglino',
        message: 'Vorrei un bavaglino con il nome Tommaso ricamato.',
      })
      .returning<{ id: number }[]>('id');
    const input = orderInputSchema.parse({
      customerName: 'Giulia Rossi',
      customerEmail: 'giulia@example.it',
      customerPhone: '+39 333 1234567',
      lines: [
        {
          description: 'Bavaglino personalizzato con nome',
          unitPrice: '15,50',
          quantity: 2,
          personalisation: { text: 'Tommaso', colours: 'azzurro', notes: 'Punto croce\nfilo lucido' },
        },
        { description: 'Confezione regalo', quantity: 1 },
      ],
      agreedTotal: '120.50',
      depositRequested: '40',
      deposit: '20.05',
      expectedDelivery: '2026-12-10',
      privateNotes: 'Ritira in laboratorio',
      messageId: message!.id,
    });
    const created = await orders.createOrder(deps, input, actor);
    await orders.sendQuote(deps, created.id, { message: 'Ecco il preventivo.' }, actor);
    const kept = await orders.changeStatus(
      deps,
      created.id,
      { to: 'confermato', sendShippingNotice: false, trackingUrl: null },
      actor,
    );
    expect(kept).toMatchObject({ status: 'confermato', balance: '100.45', emails: [{ kind: 'quote' }] });
    const before = await orderSnapshot(h.db);

    const backup = await makeBackup(h);

    // After the backup: the order is edited and cancelled, another one is added.
    await orders.updateOrder(deps, created.id, { ...input, deposit: '0.00' }, actor);
    await orders.changeStatus(
      deps,
      created.id,
      { to: 'annullato', sendShippingNotice: false, trackingUrl: null },
      actor,
    );
    const later = await orders.createOrder(deps, { ...input, messageId: null }, actor);
    expect(await orderSnapshot(h.db)).not.toEqual(before);

    const restored = await restoreOwnBackup(h, backup);
    expect(restored.status).toBe(200);

    expect(await orderSnapshot(h.db)).toEqual(before);
    const after: Order = await orders.getOrder(deps, created.id);
    expect(after).toEqual(kept);
    await expect(orders.getOrder(deps, later.id)).rejects.toThrow('Ordine non trovato');
    // The sequences came back too: the next order takes the number after the backup's last one.
    const next = await orders.createOrder(deps, { ...input, messageId: null }, actor);
    expect(next.id).toBe(created.id + 1);
    // What the restored database refuses it still refuses: a deposit above the agreed total.
    await expect(content('orders').where({ id: created.id }).update({ deposit: '999.00' })).rejects.toThrow(
      /orders_deposit_check/,
    );
  });

  it("keeps the customers' links and their revocations, and the testimonial requests and their use", async () => {
    const input = orderInputSchema.parse({
      customerName: 'Sara Bianchi',
      customerEmail: 'sara@example.it',
      lines: [{ description: 'Cuscino con nome', unitPrice: '25', quantity: 1 }],
      agreedTotal: '25',
    });
    const order = await orders.createOrder(deps, input, actor);
    const revoked = (await orders.getOrder(deps, order.id)).customerPageUrl.split('/').pop()!;
    const valid = (await orders.renewCustomerLink(deps, order.id, actor)).customerPageUrl.split('/').pop()!;
    for (const to of ORDER_FORWARD_STATUSES.slice(1))
      await orders.changeStatus(deps, order.id, { to, sendShippingNotice: false, trackingUrl: null }, actor);
    const requestDeps = {
      ...deps,
      now: () => new Date('2026-12-05T10:00:00Z'),
      settingsDefaults: DEFAULT_SITE_SETTINGS,
    };
    expect(await sendDueTestimonialRequests(requestDeps)).toContain(order.id);
    const mail = await content('order_emails').where({ order_id: order.id, kind: 'testimonial' }).first();
    const formToken = /\/testimonianza\/(\S+)/.exec(mail.text_body)![1]!;
    await submitTestimonial(requestDeps, formToken, {
      name: 'Sara B.',
      rating: 5,
      content: 'Il cuscino è arrivato perfetto.',
    });
    const before = await orderSnapshot(h.db);
    const backup = await makeBackup(h);

    await orders.renewCustomerLink(deps, order.id, actor);
    await expect(readCustomerOrder(deps, valid)).rejects.toThrow('Pagina non trovata');
    await content('testimonial_requests').where({ order_id: order.id }).update({ used_at: null });

    const restored = await restoreOwnBackup(h, backup);
    expect(restored.status).toBe(200);
    expect(await orderSnapshot(h.db)).toEqual(before);
    expect((await readCustomerOrder(deps, valid)).status).toBe('consegnato');
    await expect(readCustomerOrder(deps, revoked)).rejects.toThrow('Pagina non trovata');
    // The request was used before the backup: the link still works only once.
    await expect(
      submitTestimonial(requestDeps, formToken, {
        name: 'Sara B.',
        rating: 1,
        content: 'Di nuovo, dopo il ripristino.',
      }),
    ).rejects.toThrow(/già stato usato/);
    expect(
      await content('testimonials').where({ order_id: order.id }).select('published', 'verified_order'),
    ).toEqual([{ published: false, verified_order: true }]);
  });
});
