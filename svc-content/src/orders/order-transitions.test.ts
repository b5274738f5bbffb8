import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
} from '@vetrina/contracts';
import { ADMIN, startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';

/** The way from 'richiesta' to each status through allowed steps. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  richiesta: [],
  'preventivo-inviato': ['preventivo-inviato'],
  confermato: ['preventivo-inviato', 'confermato'],
  'in-lavorazione': ['preventivo-inviato', 'confermato', 'in-lavorazione'],
  pronto: ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto'],
  spedito: ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto', 'spedito'],
  consegnato: ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto', 'spedito', 'consegnato'],
  annullato: ['annullato'],
};

describe('order status transitions', () => {
  let t: OrderTestContext;

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  const orderIn = async (status: OrderStatus): Promise<Order> => {
    const order = await t.create();
    for (const to of PATH_TO[status]) await t.move(order.id, to);
    return (await t.api().get(`/api/admin/orders/${order.id}`).set(ADMIN).expect(200)).body as Order;
  };

  it('walks the whole way to Consegnato, each step in the history with who and when', async () => {
    const order = await orderIn('consegnato');
    expect(order.status).toBe('consegnato');
    expect(order.allowedTransitions).toEqual([]);
    expect(order.history.map((h) => [h.from, h.to, h.username])).toEqual([
      [null, 'richiesta', 'admin'],
      ['richiesta', 'preventivo-inviato', 'admin'],
      ['preventivo-inviato', 'confermato', 'admin'],
      ['confermato', 'in-lavorazione', 'admin'],
      ['in-lavorazione', 'pronto', 'admin'],
      ['pronto', 'spedito', 'admin'],
      ['spedito', 'consegnato', 'admin'],
    ]);
    for (const h of order.history) expect(Date.parse(h.at)).not.toBeNaN();
  });

  for (const from of ORDER_STATUSES) {
    it(`from '${from}' allows ${ORDER_TRANSITIONS[from].join(', ') || 'nothing'} and refuses every other status with 409`, async () => {
      const order = await orderIn(from);
      expect(order.allowedTransitions).toEqual(ORDER_TRANSITIONS[from]);
      for (const to of ORDER_STATUSES.filter((s) => !ORDER_TRANSITIONS[from].includes(s))) {
        const res = await t.move(order.id, to, 409);
        expect(res.body.message).toBe(ORDER_MESSAGES.transition(from, to));
      }
      const after = (await t.api().get(`/api/admin/orders/${order.id}`).set(ADMIN).expect(200)).body as Order;
      expect(after).toEqual(order);
      for (const to of ORDER_TRANSITIONS[from]) {
        const fresh = await orderIn(from);
        const moved = (await t.move(fresh.id, to)).body as Order;
        expect(moved.status).toBe(to);
        expect(moved.history.at(-1)).toMatchObject({ from, to, username: 'admin' });
      }
    });
  }

  it('keeps an ended order as it is: no edits once Consegnato or Annullato', async () => {
    const cancelled = await orderIn('annullato');
    const res = await t
      .api()
      .put(`/api/admin/orders/${cancelled.id}`)
      .set(ADMIN)
      .send({
        customerName: 'Altro nome',
        customerEmail: 'a@example.it',
        lines: [{ description: 'x', quantity: 1 }],
      })
      .expect(409);
    expect(res.body.message).toBe(ORDER_MESSAGES.editNotAllowed('annullato'));
  });

  it('refuses a status that does not exist, and an order that does not exist', async () => {
    const order = await t.create();
    const res = await t.move(order.id, 'perso', 400);
    expect(res.body.issues).toEqual([{ path: ['to'], message: ORDER_MESSAGES.status }]);
    await t.move(999_999, 'annullato', 404);
  });
});
