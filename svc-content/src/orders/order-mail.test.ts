import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type Order } from '@vetrina/contracts';
import { TEST_MAIL } from '../test/content-test-system.ts';
import { ADMIN, startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';
import { waitUntil } from '../test/wait-until.ts';

describe('customer e-mails of an order (outbox, BullMQ on real Redis, real SMTP)', () => {
  let t: OrderTestContext;

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) => t.smtp.received.filter((m) => m.envelope.to.includes(address));

  it("'Invia preventivo' stores the quote, moves to Preventivo inviato, and the customer receives it", async () => {
    const order = await t.create({
      customerName: 'Giulia Rossi',
      customerEmail: 'preventivo@example.it',
      lines: [
        {
          productId: t.bibId,
          quantity: 2,
          personalisation: { text: 'Tommaso', colours: 'azzurro', notes: 'Punto <croce>' },
        },
      ],
      agreedTotal: '1234,5',
      depositRequested: '10',
    });
    const res = await t
      .api()
      .post(`/api/admin/orders/${order.id}/quote`)
      .set(ADMIN)
      .send({ message: 'Ciao Giulia, ecco la proposta.' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'preventivo-inviato',
      emails: [{ kind: 'quote', to: 'preventivo@example.it' }],
      history: [{}, { from: 'richiesta', to: 'preventivo-inviato', note: 'Preventivo inviato per e-mail' }],
    });
    expect(['queued', 'sent']).toContain(res.body.emails[0].state);
    const [mail] = await waitUntil(
      () => (mailsTo('preventivo@example.it').length ? mailsTo('preventivo@example.it') : null),
      {
        what: 'the quote e-mail',
      },
    );
    expect(mail!.subject).toBe(`Preventivo per il tuo ordine n. ${order.id}`);
    expect(mail!.headers['reply-to']).toBe(TEST_MAIL.to);
    expect(mail!.headers.from).toBe(TEST_MAIL.from);
    expect(mail!.text).toContain('Gentile Giulia Rossi,');
    expect(mail!.text).toContain('Ciao Giulia, ecco la proposta.');
    expect(mail!.text).toContain('- 2 × Bavaglino personalizzato con nome (15,00 € cad.)');
    expect(mail!.text).toContain('Testo da ricamare: Tommaso');
    expect(mail!.text).toContain('Colori: azzurro');
    expect(mail!.text).toContain('Prezzo concordato: 1.234,50 €');
    expect(mail!.text).toContain('Acconto richiesto: 10,00 €');
    // Not confirmed yet: the delivery proposed from the 5 working days, from Thursday 26 November.
    expect(mail!.text).toContain('Consegna prevista: 3 dicembre 2026');
    expect(mail!.html).toContain('Punto &lt;croce&gt;');
    expect(mail!.html).not.toContain('<croce>');
    await waitUntil(async () => (await t.get(order.id)).emails[0]?.state === 'sent', { what: 'state sent' });
    expect((await t.get(order.id)).emails[0]!.sentAt).not.toBeNull();

    // Sent again from 'Preventivo inviato': a second e-mail, the status stays.
    const again = await t.api().post(`/api/admin/orders/${order.id}/quote`).set(ADMIN).send({}).expect(200);
    expect(again.body.status).toBe('preventivo-inviato');
    expect(again.body.history.at(-1).note).toBe('Preventivo inviato di nuovo per e-mail');
    await waitUntil(() => mailsTo('preventivo@example.it').length === 2, { what: 'the second quote' });
  });

  it('refuses the quote without an agreed total or past Preventivo inviato, storing nothing', async () => {
    const noTotal = await t.create({ customerEmail: 'senza-totale@example.it' });
    const res = await t.api().post(`/api/admin/orders/${noTotal.id}/quote`).set(ADMIN).send({}).expect(409);
    expect(res.body.message).toBe(ORDER_MESSAGES.quoteWithoutTotal);
    const confirmed = await t.create({ customerEmail: 'confermato@example.it', agreedTotal: '10' });
    await t.move(confirmed.id, 'preventivo-inviato');
    await t.move(confirmed.id, 'confermato');
    const late = await t
      .api()
      .post(`/api/admin/orders/${confirmed.id}/quote`)
      .set(ADMIN)
      .send({})
      .expect(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.quoteNotAllowed('confermato'));
    const bad = await t
      .api()
      .post(`/api/admin/orders/${confirmed.id}/quote`)
      .set(ADMIN)
      .send({ message: 'x'.repeat(2001) })
      .expect(400);
    expect(bad.body.issues).toEqual([{ path: ['message'], message: ORDER_MESSAGES.quoteMessage }]);
    expect(await t.get(noTotal.id)).toMatchObject({ status: 'richiesta', emails: [] });
    expect((await t.get(confirmed.id)).emails).toEqual([]);
  });

  it("'Spedito' sends the shipping notice with the tracking link only when asked", async () => {
    const ship = async (email: string, extra: object) => {
      const order = await t.create({ customerEmail: email, agreedTotal: '15' });
      for (const to of ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto'])
        await t.move(order.id, to);
      return (await t.move(order.id, 'spedito', 200, extra)).body as Order;
    };
    const silent = await ship('nessun-avviso@example.it', {});
    expect(silent.emails).toEqual([]);
    const tracked = await ship('spedizione@example.it', {
      sendShippingNotice: true,
      trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/AB123',
    });
    expect(tracked.emails).toMatchObject([{ kind: 'shipping', to: 'spedizione@example.it' }]);
    expect(tracked.history.at(-1)).toMatchObject({
      to: 'spedito',
      note: 'Avviso di spedizione inviato al cliente',
    });
    const [mail] = await waitUntil(
      () => (mailsTo('spedizione@example.it').length ? mailsTo('spedizione@example.it') : null),
      {
        what: 'the shipping notice',
      },
    );
    expect(mail!.subject).toBe(`Il tuo ordine n. ${tracked.id} è stato spedito`);
    expect(mail!.text).toContain(
      'Tracciamento della spedizione: https://www.poste.it/cerca/index.html#/risultati-spedizioni/AB123',
    );
    expect(mail!.headers['reply-to']).toBe(TEST_MAIL.to);
    expect(mailsTo('nessun-avviso@example.it')).toEqual([]);
    const badLink = await t.create({ agreedTotal: '15' });
    for (const to of ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto'])
      await t.move(badLink.id, to);
    const refused = await t.move(badLink.id, 'spedito', 400, {
      sendShippingNotice: true,
      trackingUrl: 'javascript:alert(1)',
    });
    expect(refused.body.issues).toEqual([{ path: ['trackingUrl'], message: ORDER_MESSAGES.trackingUrl }]);
    expect((await t.get(badLink.id)).status).toBe('pronto');
  });

  it('shows an e-mail the mail server refused for good as failed', async () => {
    const order = await t.create({ customerEmail: 'rifiutata@example.it', agreedTotal: '20' });
    t.smtp.refuseNext(1, 550);
    await t.api().post(`/api/admin/orders/${order.id}/quote`).set(ADMIN).send({}).expect(200);
    await waitUntil(async () => (await t.get(order.id)).emails[0]?.state === 'failed', {
      what: 'state failed',
    });
    expect((await t.get(order.id)).emails[0]).toMatchObject({ kind: 'quote', state: 'failed', sentAt: null });
    expect(mailsTo('rifiutata@example.it')).toEqual([]);
  });
});
