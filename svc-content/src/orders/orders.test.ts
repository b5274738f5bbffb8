import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  orderCountsSchema,
  orderListSchema,
  orderSchema,
  type Order,
} from '@vetrina/contracts';
import {
  ADMIN,
  NOT_ADMIN,
  orderInput,
  startOrderTestContext,
  TEST_NOW,
  type OrderTestContext,
} from '../test/order-test-context.ts';

describe('orders API /api/admin/orders', () => {
  let t: OrderTestContext;
  const api = () => t.api();

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  it('refuses everything without a session (401) and to signed-in non-admins (403)', async () => {
    const order = await t.create();
    const calls = [
      api().get('/api/admin/orders'),
      api().get('/api/admin/orders/counts'),
      api().get('/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-30'),
      api().get(`/api/admin/orders/${order.id}`),
      api().post('/api/admin/orders').send(orderInput()),
      api().put(`/api/admin/orders/${order.id}`).send(orderInput()),
      api().post(`/api/admin/orders/${order.id}/status`).send({ to: 'annullato' }),
      api().post(`/api/admin/orders/${order.id}/quote`).send({}),
      api().delete(`/api/admin/orders/${order.id}`),
    ];
    for (const call of calls) await call.expect(401);
    const asHelper = [
      api().get('/api/admin/orders').set(NOT_ADMIN),
      api().get('/api/admin/orders/counts').set(NOT_ADMIN),
      api().get('/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-30').set(NOT_ADMIN),
      api().get(`/api/admin/orders/${order.id}`).set(NOT_ADMIN),
      api().post('/api/admin/orders').set(NOT_ADMIN).send(orderInput()),
      api().put(`/api/admin/orders/${order.id}`).set(NOT_ADMIN).send(orderInput()),
      api().post(`/api/admin/orders/${order.id}/status`).set(NOT_ADMIN).send({ to: 'annullato' }),
      api().post(`/api/admin/orders/${order.id}/quote`).set(NOT_ADMIN).send({}),
      api().delete(`/api/admin/orders/${order.id}`).set(NOT_ADMIN),
    ];
    for (const call of asHelper) {
      const res = await call.expect(403);
      expect(res.body.message).toBe('Solo gli amministratori possono eseguire questa operazione');
    }
    const after = (await api().get(`/api/admin/orders/${order.id}`).set(ADMIN).expect(200)).body as Order;
    expect(after).toEqual(order);
  });

  it("copies the product's name, price and lead time at creation; later catalogue edits change nothing", async () => {
    const res = await api()
      .post('/api/admin/orders')
      .set(ADMIN)
      .send(
        orderInput({
          customerPhone: '+39 333 123 4567',
          lines: [
            {
              productId: t.bibId,
              quantity: 2,
              personalisation: { text: 'Tommaso', colours: 'azzurro e bianco', notes: 'Filo lucido' },
            },
            { description: 'Confezione regalo', unitPrice: '3,5', quantity: 1 },
          ],
          agreedTotal: '33,50',
          privateNotes: 'Cliente conosciuta al mercatino',
        }),
      )
      .expect(201);
    const order = orderSchema.strict().parse(res.body);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(order).toMatchObject({
      status: 'richiesta',
      customerPhone: '+39 333 123 4567',
      linesTotal: '33.50',
      agreedTotal: '33.50',
      balance: '33.50',
      deposit: null,
      allowedTransitions: ['preventivo-inviato', 'annullato'],
      history: [{ username: 'admin', from: null, to: 'richiesta', note: 'Ordine creato' }],
      emails: [],
    });
    expect(order.lines).toMatchObject([
      {
        productId: t.bibId,
        description: 'Bavaglino personalizzato con nome',
        quantity: 2,
        unitPrice: '15.00',
        lineTotal: '30.00',
        leadTimeDays: 5,
        personalisation: { text: 'Tommaso', colours: 'azzurro e bianco', notes: 'Filo lucido' },
      },
      {
        productId: null,
        description: 'Confezione regalo',
        unitPrice: '3.50',
        lineTotal: '3.50',
        leadTimeDays: null,
      },
    ]);

    await t.catalog.db('products').where({ id: t.bibId }).update({ name: 'Bavaglino nuovo', price: '99.00' });
    try {
      const again = (await api().get(`/api/admin/orders/${order.id}`).set(ADMIN).expect(200)).body as Order;
      expect(again.lines[0]).toMatchObject({
        description: 'Bavaglino personalizzato con nome',
        unitPrice: '15.00',
      });
      // Editing the order keeps a kept line's copy; a line added now copies today's catalogue.
      const edited = await api()
        .put(`/api/admin/orders/${order.id}`)
        .set(ADMIN)
        .send(
          orderInput({
            customerPhone: '+39 333 123 4567',
            lines: [
              { id: order.lines[0]!.id, productId: t.bibId, quantity: 3 },
              { productId: t.bibId, quantity: 1 },
            ],
            agreedTotal: '33.50',
            privateNotes: 'Cliente conosciuta al mercatino',
          }),
        )
        .expect(200);
      expect(edited.body.lines).toMatchObject([
        {
          id: order.lines[0]!.id,
          description: 'Bavaglino personalizzato con nome',
          unitPrice: '15.00',
          quantity: 3,
        },
        { description: 'Bavaglino nuovo', unitPrice: '99.00', lineTotal: '99.00' },
      ]);
      expect(edited.body.linesTotal).toBe('144.00');
      expect(edited.body.history.at(-1)).toMatchObject({
        from: 'richiesta',
        to: 'richiesta',
        note: 'Modificati: righe',
      });
    } finally {
      await t.catalog
        .db('products')
        .where({ id: t.bibId })
        .update({ name: 'Bavaglino personalizzato con nome', price: '15.00' });
    }
  });

  it('does the money in exact cents: sums of lines, balance, rounding never drifts', async () => {
    const order = await t.create({
      lines: [
        { description: 'Bavaglino', unitPrice: '0.10', quantity: 3 },
        { description: 'Copertina', unitPrice: '19.99', quantity: 7 },
        { description: 'Campione senza prezzo', quantity: 1 },
      ],
      agreedTotal: '140.23',
      deposit: '40.1',
    });
    // 0.1 × 3 in floats is 0.30000000000000004; 19.99 × 7 is 139.92999999999998.
    expect(order.lines.map((l) => l.lineTotal)).toEqual(['0.30', '139.93', null]);
    expect(order).toMatchObject({
      linesTotal: '140.23',
      agreedTotal: '140.23',
      deposit: '40.10',
      balance: '100.13',
    });
    const paid = await api()
      .put(`/api/admin/orders/${order.id}`)
      .set(ADMIN)
      .send(
        orderInput({
          lines: [{ description: 'Tutto', unitPrice: '99999999.99', quantity: 999 }],
          agreedTotal: '99999999.99',
          deposit: '99999999.99',
        }),
      )
      .expect(200);
    expect(paid.body).toMatchObject({ balance: '0.00', lines: [{ lineTotal: '99899999990.01' }] });
    const stored = await t.system.db('orders').where({ id: order.id }).first('agreed_total', 'deposit');
    expect(stored).toEqual({ agreed_total: '99999999.99', deposit: '99999999.99' });
  });

  it('answers bad input with 400 and Italian messages on the field, writing nothing', async () => {
    const before = await t.system.db('orders').count<{ count: string }[]>('* as count');
    const bad = async (body: unknown, path: string, message: string) => {
      const res = await api()
        .post('/api/admin/orders')
        .set(ADMIN)
        .send(body as object)
        .expect(400);
      expect(res.body.issues).toContainEqual({
        path: (path ? path.split('.') : []).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
    };
    await bad(orderInput({ customerName: 'G' }), 'customerName', ORDER_MESSAGES.customerName);
    await bad(orderInput({ customerEmail: 'giulia@' }), 'customerEmail', ORDER_MESSAGES.customerEmail);
    await bad(orderInput({ customerPhone: 'chiamami' }), 'customerPhone', ORDER_MESSAGES.customerPhone);
    await bad(orderInput({ lines: [] }), 'lines', ORDER_MESSAGES.lines);
    await bad(
      orderInput({ lines: [{ quantity: 0, description: 'x' }] }),
      'lines.0.quantity',
      ORDER_MESSAGES.quantity,
    );
    await bad(orderInput({ agreedTotal: 12.5 as unknown as string }), 'agreedTotal', ORDER_MESSAGES.money);
    await bad(orderInput({ agreedTotal: '12.505' }), 'agreedTotal', ORDER_MESSAGES.money);
    await bad(orderInput({ agreedTotal: '10', deposit: '11' }), 'deposit', ORDER_MESSAGES.depositOverTotal);
    await bad(orderInput({ expectedDelivery: '31/12/2026' }), 'expectedDelivery', ORDER_MESSAGES.date);
    await bad(
      orderInput({ lines: [{ productId: 2_000_000, quantity: 1 }] }),
      'lines.0.productId',
      ORDER_MESSAGES.productNotFound,
    );
    await bad(orderInput({ messageId: 2_000_000 }), 'messageId', ORDER_MESSAGES.messageNotFound);
    await bad({ ...orderInput(), status: 'consegnato' }, '', ORDER_MESSAGES.unexpectedField);
    await bad(
      orderInput({ customerName: 'Giulia\u0000' }),
      'customerName',
      'Il testo contiene caratteri non ammessi',
    );
    await api().get('/api/admin/orders/abc').set(ADMIN).expect(400);
    await api().get('/api/admin/orders?status=spedita').set(ADMIN).expect(400);
    await api().get('/api/admin/orders?pageSize=1000').set(ADMIN).expect(400);
    await api().get('/api/admin/orders/export.csv?from=2026-12-01&to=2026-11-01').set(ADMIN).expect(400);
    await api().get('/api/admin/orders/export.csv?from=2026-13-01').set(ADMIN).expect(400);
    await api().get('/api/admin/orders/export.csv?to=2026-10-31').set(ADMIN).expect(400); // before the 1st
    const missing = await api().get('/api/admin/orders/999999').set(ADMIN).expect(404);
    expect(missing.body.message).toBe(ORDER_MESSAGES.notFound);
    expect(await t.system.db('orders').count<{ count: string }[]>('* as count')).toEqual(before);
  });

  it('proposes the delivery from the longest lead time in working days, from the confirmation', async () => {
    const order = await t.create({
      lines: [
        { productId: t.bibId, quantity: 1 },
        { productId: t.blanketId, quantity: 1 },
        { productId: t.onRequestId, quantity: 1 },
      ],
      agreedTotal: '60',
    });
    expect(order.lines.map((l) => [l.unitPrice, l.leadTimeDays])).toEqual([
      ['15.00', 5],
      ['42.50', 10],
      [null, null],
    ]);
    // From Thursday 26 November: ten working days, over two weekends and 8 December.
    expect(order).toMatchObject({ proposedDelivery: '2026-12-11', expectedDelivery: null });
    await t.move(order.id, 'preventivo-inviato');
    t.clock.now = new Date('2026-12-04T09:00:00Z'); // Friday 4 December
    try {
      const confirmed = (await t.move(order.id, 'confermato')).body as Order;
      // 10 working days from Friday 4 December, skipping 8 December: Monday 21 December.
      expect(confirmed).toMatchObject({
        confirmedAt: '2026-12-04T09:00:00.000Z',
        proposedDelivery: '2026-12-21',
        expectedDelivery: '2026-12-21',
      });
    } finally {
      t.clock.now = TEST_NOW;
    }
    // A date the maker set herself stays on confirmation.
    const dated = await t.create({
      lines: [{ productId: t.bibId, quantity: 1 }],
      expectedDelivery: '2027-01-15',
    });
    await t.move(dated.id, 'preventivo-inviato');
    expect((await t.move(dated.id, 'confermato')).body).toMatchObject({
      expectedDelivery: '2027-01-15',
      proposedDelivery: '2026-12-03',
    });
    const noLeadTime = await t.create();
    expect(noLeadTime.proposedDelivery).toBeNull();
  });

  it('lists open or all orders, by status, by customer, in pages; counts open and late ones', async () => {
    const late = await t.create({ customerName: 'Anna Ritardo', expectedDelivery: '2026-11-25' });
    const onTime = await t.create({ customerName: 'Anna Puntuale', expectedDelivery: '2026-11-26' });
    const shippedLate = await t.create({ customerName: 'Anna Spedita', expectedDelivery: '2026-11-01' });
    for (const to of ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto', 'spedito'])
      await t.move(shippedLate.id, to);
    const cancelled = await t.create({ customerName: 'Anna Annullata', expectedDelivery: '2026-11-01' });
    await t.move(cancelled.id, 'annullato');

    const list = async (query: string) => {
      const res = await api().get(`/api/admin/orders${query}`).set(ADMIN).expect(200);
      return orderListSchema.parse(res.body);
    };
    const anna = await list('?q=ANNA');
    expect(anna.items.map((o) => o.customerName)).toEqual(['Anna Spedita', 'Anna Puntuale', 'Anna Ritardo']);
    expect(anna.items.map((o) => o.overdue)).toEqual([false, false, true]);
    expect((await list('?q=anna&scope=all')).total).toBe(4);
    expect((await list('?q=anna&status=annullato')).items.map((o) => o.id)).toEqual([cancelled.id]);
    expect((await list('?q=%25')).total).toBe(0); // a % is searched for, not a wildcard
    expect((await list(`?q=${encodeURIComponent('rossi@example')}`)).total).toBeGreaterThan(0);
    const page2 = await list('?q=anna&pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((o) => o.id)).toEqual([late.id]);
    expect(anna.items.find((o) => o.id === onTime.id)?.title).toBe('Copertina su misura');

    const counts = orderCountsSchema.parse(
      (await api().get('/api/admin/orders/counts').set(ADMIN).expect(200)).body,
    );
    const all = await list('?scope=all&pageSize=100');
    expect(counts.open).toBe(all.items.filter((o) => !['consegnato', 'annullato'].includes(o.status)).length);
    expect(counts.overdue).toBe(all.items.filter((o) => o.overdue).length);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect(counts.byStatus.spedito).toBe(1);
    expect(counts.byStatus.annullato).toBe(1);
  });

  it('deletes only an order still Richiesta; links back to its message until that is deleted', async () => {
    const [messageId] = (
      await t.system
        .db('contact_messages')
        .insert({
          name: 'Giulia Rossi',
          email: 'giulia.rossi@example.it',
          subject: 'Bavaglino',
          message: 'Vorrei un bavaglino con il nome Tommaso.',
        })
        .returning<{ id: number }[]>('id')
    ).map((r) => r.id);
    const fromMessage = await t.create({ messageId: messageId! });
    expect(fromMessage).toMatchObject({ messageId, history: [{ note: 'Ordine creato da un messaggio' }] });
    await t.system.db('contact_messages').where({ id: messageId }).delete();
    expect(
      (await api().get(`/api/admin/orders/${fromMessage.id}`).set(ADMIN).expect(200)).body.messageId,
    ).toBeNull();

    await t.move(fromMessage.id, 'preventivo-inviato');
    const refused = await api().delete(`/api/admin/orders/${fromMessage.id}`).set(ADMIN).expect(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.deleteNotAllowed);
    const fresh = await t.create();
    await api().delete(`/api/admin/orders/${fresh.id}`).set(ADMIN).expect(204);
    await api().get(`/api/admin/orders/${fresh.id}`).set(ADMIN).expect(404);
    await api().delete(`/api/admin/orders/${fresh.id}`).set(ADMIN).expect(404);
  });

  it("records each change in the activity log (kind 'order'), in the change's transaction, no e-mails or amounts", async () => {
    const order = await t.create({
      customerName: 'Lucia Attività',
      customerEmail: 'lucia@example.it',
      agreedTotal: '50',
    });
    await api()
      .put(`/api/admin/orders/${order.id}`)
      .set(ADMIN)
      .send(
        orderInput({
          customerName: 'Lucia Attività',
          customerEmail: 'lucia@example.it',
          lines: [
            { id: order.lines[0]!.id, description: 'Copertina su misura', unitPrice: '30', quantity: 1 },
          ],
          agreedTotal: '55',
          deposit: '10',
        }),
      )
      .expect(200);
    await api().post(`/api/admin/orders/${order.id}/quote`).set(ADMIN).send({}).expect(200);
    await t.move(order.id, 'annullato');
    const entries = await t.system
      .db('activity')
      .where({ kind: 'order', item_id: String(order.id) })
      .orderBy('id')
      .select('action', 'username', 'item_label', 'item_href', 'summary');
    const label = `Ordine n. ${order.id} (Lucia Attività)`;
    const href = `/admin/ordini/${order.id}`;
    expect(entries).toEqual([
      { action: 'created', username: 'admin', item_label: label, item_href: href, summary: 'Ordine creato' },
      {
        action: 'updated',
        username: 'admin',
        item_label: label,
        item_href: href,
        summary: 'Modificati: prezzo concordato, acconto ricevuto',
      },
      {
        action: 'sent',
        username: 'admin',
        item_label: label,
        item_href: href,
        summary: 'Preventivo inviato per e-mail',
      },
      {
        action: 'status-changed',
        username: 'admin',
        item_label: label,
        item_href: href,
        summary: 'Stato: Preventivo inviato → Annullato',
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('lucia@example.it');

    const gone = await t.create({ customerName: 'Marco Eliminato', customerEmail: 'marco@example.it' });
    await api().delete(`/api/admin/orders/${gone.id}`).set(ADMIN).expect(204);
    const goneEntries = await t.system
      .db('activity')
      .where({ kind: 'order', item_id: String(gone.id) })
      .orderBy('id')
      .select('action', 'item_href', 'summary');
    expect(goneEntries).toEqual([
      { action: 'created', item_href: null, summary: 'Ordine creato' },
      { action: 'deleted', item_href: null, summary: 'Ordine eliminato' },
    ]);
    // A refused change writes nothing.
    const before = await t.system.db('activity').count<{ count: string }[]>('* as count');
    await t.move(order.id, 'consegnato', 409);
    expect(await t.system.db('activity').count<{ count: string }[]>('* as count')).toEqual(before);
  });
});
