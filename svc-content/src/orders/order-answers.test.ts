import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@vetrina/contracts';
import { ADMIN, startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';
import { waitUntil } from '../test/wait-until.ts';

const ANSWERS = [
  { questionId: 'q1', question: 'Nome da ricamare', answer: '<b>Sofia</b>' },
  { questionId: 'q2', question: 'Colore del filo', answer: '=rosa' },
];

describe("an order line carries the customer's answers to the product's questions", () => {
  let t: OrderTestContext;

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  it('keeps the answers through an edit, and the quote e-mail shows them, escaped in HTML', async () => {
    const order = await t.create({
      customerEmail: 'risposte@example.it',
      lines: [{ productId: t.bibId, quantity: 1, answers: ANSWERS }],
      agreedTotal: '15',
    });
    expect(order.lines[0]!.answers).toEqual(ANSWERS);
    // An edit that sends the line back unchanged keeps the answers (and records no change of lines).
    const line = order.lines[0]!;
    const edited = await t
      .api()
      .put(`/api/admin/orders/${order.id}`)
      .set(ADMIN)
      .send({
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        lines: [{ id: line.id, productId: t.bibId, quantity: 2, answers: line.answers }],
        agreedTotal: '30',
      })
      .expect(200);
    expect((edited.body as Order).lines[0]!.answers).toEqual(ANSWERS);

    await t.api().post(`/api/admin/orders/${order.id}/quote`).set(ADMIN).send({}).expect(200);
    const mail = await waitUntil(
      () => t.smtp.received.find((m) => m.envelope.to.includes('risposte@example.it')),
      { what: 'the quote e-mail' },
    );
    expect(mail.text).toContain('Nome da ricamare: <b>Sofia</b>');
    expect(mail.text).toContain('Colore del filo: =rosa');
    expect(mail.html).toContain('Nome da ricamare: &lt;b&gt;Sofia&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Sofia');
    expect((await t.get(order.id)).status).toBe('preventivo-inviato');
  });

  it('lists the answers in the CSV after the product line, never as a formula', async () => {
    const order = await t.create({
      customerEmail: 'csv@example.it',
      lines: [{ productId: t.bibId, quantity: 1, answers: [{ ...ANSWERS[1]!, question: '=Colore' }] }],
    });
    const today = new Date().toISOString().slice(0, 10);
    await t.system
      .db('orders')
      .where({ id: order.id })
      .update({ created_at: `${today}T10:00:00Z` });
    const res = await t.exportCsv(`from=${today}&to=${today}`);
    const row = (res.body as Buffer)
      .toString('utf8')
      .split('\r\n')
      .find((r) => r.startsWith(`"${order.id}"`));
    expect(row).toContain('"1 × Bavaglino personalizzato con nome (=Colore: =rosa)"');
  });

  it('refuses answers that are not question and answer texts', async () => {
    const res = await t
      .api()
      .post('/api/admin/orders')
      .set(ADMIN)
      .send({
        customerName: 'Giulia Rossi',
        customerEmail: 'g@example.it',
        lines: [{ productId: t.bibId, quantity: 1, answers: [{ question: '', answer: 'x', extra: 1 }] }],
      })
      .expect(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(
      'Risposte alle domande non valide.',
    );
  });
});
