import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderView, Order } from '@vetrina/contracts';
import { TEST_PUBLIC_URL } from '../test/content-test-system.ts';
import { ADMIN, startOrderTestContext, TEST_NOW, type OrderTestContext } from '../test/order-test-context.ts';
import { waitUntil } from '../test/wait-until.ts';

const DAY_MS = 86_400_000;
const tokenOf = (url: string) => url.slice(`${TEST_PUBLIC_URL}/ordine/`.length);

describe("the customer's order page link (signed, versioned, 90 days after delivery)", () => {
  let t: OrderTestContext;

  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());
  const page = (token: string) => t.api().get(`/api/internal/order-page/${encodeURIComponent(token)}`);
  const mailsTo = (address: string) => t.smtp.received.filter((m) => m.envelope.to.includes(address));

  it('is in the quote e-mail and shows the status, lines, money and delivery, never the private notes', async () => {
    t.clock.now = TEST_NOW;
    const order = await t.create({
      customerEmail: 'pagina@example.it',
      lines: [
        {
          description: 'Bavaglino <b>Sofia</b>',
          unitPrice: '15',
          quantity: 2,
          personalisation: { text: 'Sofia', colours: 'rosa', notes: null },
        },
      ],
      agreedTotal: '30',
      deposit: '10',
      expectedDelivery: '2026-12-10',
      privateNotes: 'Cliente difficile: NON mostrare',
    });
    await t.api().post(`/api/admin/orders/${order.id}/quote`).set(ADMIN).send({}).expect(200);
    const [mail] = await waitUntil(() =>
      mailsTo('pagina@example.it').length ? mailsTo('pagina@example.it') : null,
    );
    const link = /Segui il tuo ordine: (\S+)/.exec(mail!.text)?.[1] ?? '';
    expect(link.startsWith(`${TEST_PUBLIC_URL}/ordine/`)).toBe(true);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Bavaglino &lt;b&gt;Sofia&lt;/b&gt;');

    const res = await page(tokenOf(link)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const view = res.body as CustomerOrderView;
    expect(view).toMatchObject({
      id: order.id,
      status: 'preventivo-inviato',
      statusLabel: 'Preventivo inviato',
      agreedTotal: '30.00',
      deposit: '10.00',
      balance: '20.00',
      expectedDelivery: '2026-12-10',
      trackingUrl: null,
      lines: [
        {
          description: 'Bavaglino <b>Sofia</b>',
          quantity: 2,
          personalisation: { text: 'Sofia', colours: 'rosa' },
        },
      ],
    });
    expect(view.steps.map((s) => `${s.label}:${s.state}`)).toEqual([
      'Richiesta:done',
      'Preventivo inviato:current',
      'Confermato:next',
      'In lavorazione:next',
      'Pronto:next',
      'Spedito:next',
      'Consegnato:next',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('NON mostrare');
    expect(JSON.stringify(res.body)).not.toContain('pagina@example.it');
  });

  it("shows 'Spedito' with the tracking link; 'Genera nuovo link' makes the old one a 404 like any wrong one", async () => {
    t.clock.now = TEST_NOW;
    const order = await t.create({ customerEmail: 'spedito@example.it', agreedTotal: '30' });
    for (const to of ['preventivo-inviato', 'confermato', 'in-lavorazione', 'pronto'])
      await t.move(order.id, to);
    await t.move(order.id, 'spedito', 200, {
      sendShippingNotice: true,
      trackingUrl: 'https://tracking.example.it/AB123',
    });
    const [mail] = await waitUntil(() =>
      mailsTo('spedito@example.it').length ? mailsTo('spedito@example.it') : null,
    );
    const old = tokenOf(/Segui il tuo ordine: (\S+)/.exec(mail!.text)![1]!);
    expect((await page(old).expect(200)).body).toMatchObject({
      status: 'spedito',
      trackingUrl: 'https://tracking.example.it/AB123',
    });

    const renewed = await t.api().post(`/api/admin/orders/${order.id}/link`).set(ADMIN).expect(200);
    const fresh = (renewed.body as Order).customerPageUrl;
    expect((renewed.body as Order).history.at(-1)?.note).toMatch(/Nuovo link per il cliente/);
    const gone = await page(old).expect(404);
    const forged = await page(`${old.slice(0, -3)}AAA`).expect(404);
    const garbage = await page('nessun-ordine').expect(404);
    expect(gone.body).toEqual(garbage.body);
    expect(forged.body).toEqual(garbage.body);
    expect((await page(tokenOf(fresh)).expect(200)).body.id).toBe(order.id);

    // Without a session the link cannot be renewed.
    await t.api().post(`/api/admin/orders/${order.id}/link`).expect(401);
  });

  it('stops working 90 days after delivery', async () => {
    t.clock.now = TEST_NOW;
    const order = await t.create({ customerEmail: 'consegnato@example.it' });
    await t.deliver(order.id);
    const token = tokenOf(
      (await t.api().get(`/api/admin/orders/${order.id}`).set(ADMIN)).body.customerPageUrl,
    );
    t.clock.now = new Date(TEST_NOW.getTime() + 90 * DAY_MS - 60_000);
    expect((await page(token).expect(200)).body.status).toBe('consegnato');
    t.clock.now = new Date(TEST_NOW.getTime() + 90 * DAY_MS + 60_000);
    await page(token).expect(404);
    t.clock.now = TEST_NOW;
  });
});
