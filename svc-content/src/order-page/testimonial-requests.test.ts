import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTestimonial, OrderHistoryEntry, Testimonial } from '@vetrina/contracts';
import { TEST_PUBLIC_URL, TEST_SETTINGS_DEFAULTS } from '../test/content-test-system.ts';
import { ADMIN, startOrderTestContext, TEST_NOW, type OrderTestContext } from '../test/order-test-context.ts';
import {
  openTestimonialRequestQueue,
  type TestimonialRequestQueue,
} from '../test/testimonial-request-queue.ts';
import { waitUntil } from '../test/wait-until.ts';
import { sendDueTestimonialRequests } from './testimonial-requests.ts';

const DAY_MS = 86_400_000;
const FORM_PREFIX = `${TEST_PUBLIC_URL}/testimonianza/`;

describe('the testimonial request of a delivered order (days after delivery, one e-mail, single-use link)', () => {
  let t: OrderTestContext;
  beforeAll(async () => {
    t = await startOrderTestContext();
  });
  afterAll(() => t.close());

  const at = (days: number) => (t.clock.now = new Date(TEST_NOW.getTime() + days * DAY_MS));
  const sweep = () =>
    sendDueTestimonialRequests({ ...t.system.orders, settingsDefaults: TEST_SETTINGS_DEFAULTS });
  const mailsTo = (address: string) => t.smtp.received.filter((m) => m.envelope.to.includes(address));
  const form = (token: string) => t.api().get(`/api/testimonial-requests/${token}`);
  const submit = (token: string) => t.api().post(`/api/testimonial-requests/${token}`);
  const delivered = async (email: string, customerName = 'Giulia Rossi') => {
    at(0);
    const order = await t.create({ customerEmail: email, customerName });
    await t.deliver(order.id);
    return order;
  };

  it('goes out 7 days after delivery (the default), once, and its form takes one testimonial, unpublished', async () => {
    const order = await delivered('recensione@example.it', 'Giulia <Rossi>');
    at(7 - 1 / 24);
    expect(await sweep()).not.toContain(order.id);
    at(7);
    expect(await sweep()).toContain(order.id);
    expect(await sweep()).not.toContain(order.id);
    const [mail] = await waitUntil(() =>
      mailsTo('recensione@example.it').length ? mailsTo('recensione@example.it') : null,
    );
    expect(mail!.html).toContain('Gentile Giulia &lt;Rossi&gt;,');
    const url = mail!.text.split('\n').find((line) => line.startsWith(FORM_PREFIX))!;
    const token = url.slice(FORM_PREFIX.length);
    expect(mail!.html).toContain(`href="${url}"`);
    expect(
      (await t.api().get(`/api/admin/orders/${order.id}`).set(ADMIN)).body.emails.map(
        (e: { kind: string }) => e.kind,
      ),
    ).toContain('testimonial');

    expect((await form(token).expect(200)).body).toEqual({ customerName: 'Giulia <Rossi>', used: false });
    const refused = await submit(token).send({ name: 'G', rating: 9, content: 'corto' }).expect(400);
    expect(refused.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'content',
      'name',
      'rating',
    ]);
    await submit(token)
      .send({ name: 'Giulia R.', rating: 5, content: 'Bavaglino bellissimo, ricamo perfetto!' })
      .expect(201);
    await submit(token)
      .send({ name: 'Giulia R.', rating: 1, content: 'Seconda volta: non deve passare' })
      .expect(409);
    expect((await form(token).expect(200)).body.used).toBe(true);

    const admin = (await t.api().get('/api/admin/testimonials').set(ADMIN).expect(200))
      .body as AdminTestimonial[];
    const mine = admin.find((x) => x.name === 'Giulia R.')!;
    expect(mine).toMatchObject({ rating: 5, published: false, verifiedOrder: true });
    expect(admin.filter((x) => x.content.startsWith('Seconda volta'))).toEqual([]);
    const publicList = async () => (await t.api().get('/api/testimonials').expect(200)).body as Testimonial[];
    expect((await publicList()).some((x) => x.id === mine.id)).toBe(false);

    const { id: _id, createdAt: _c, verifiedOrder: _v, ...editable } = mine;
    await t
      .api()
      .put(`/api/admin/testimonials/${mine.id}`)
      .set(ADMIN)
      .send({ ...editable, published: true })
      .expect(200);
    expect((await publicList()).find((x) => x.id === mine.id)).toMatchObject({ verifiedOrder: true });
    t.clock.now = TEST_NOW;
  });

  it('follows the delay set in Impostazioni, and the plain form (no JavaScript) is answered with redirects', async () => {
    const settings = (await t.api().get('/api/admin/settings').set(ADMIN).expect(200)).body;
    const { updatedAt: _u, ...saved } = settings;
    await t
      .api()
      .put('/api/admin/settings')
      .set(ADMIN)
      .send({ ...saved, testimonialRequestDays: 2 })
      .expect(200);
    const order = await delivered('senza-js@example.it');
    at(2);
    expect(await sweep()).toContain(order.id);
    const [mail] = await waitUntil(() =>
      mailsTo('senza-js@example.it').length ? mailsTo('senza-js@example.it') : null,
    );
    const token = mail!.text
      .split('\n')
      .find((line) => line.startsWith(FORM_PREFIX))!
      .slice(FORM_PREFIX.length);

    const bad = await submit(token).type('form').send('name=Anna&rating=0&content=breve');
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe(`/testimonianza/${token}?errore=dati`);
    const good = await submit(token)
      .type('form')
      .send('name=Anna&rating=4&content=Tutto+perfetto%2C+grazie!');
    expect(good.headers.location).toBe(`/testimonianza/${token}?inviato=1`);
    const again = await submit(token)
      .type('form')
      .send('name=Anna&rating=4&content=Tutto+perfetto%2C+grazie!');
    expect(again.headers.location).toBe(`/testimonianza/${token}?errore=usato`);
    const wrong = await submit('non-valido').type('form').send('name=Anna&rating=4&content=Tutto+perfetto');
    expect(wrong.headers.location).toBe('/testimonianza/non-valido?errore=link');
    await form('non-valido').expect(404);
    t.clock.now = TEST_NOW;
  });
});

describe("each delivered order's own testimonial request job (BullMQ delay, as main.ts wires it)", () => {
  let t: OrderTestContext;
  let jobs: TestimonialRequestQueue;
  beforeAll(async () => {
    t = await startOrderTestContext({ testimonialRequests: true });
    jobs = openTestimonialRequestQueue(t.system.worker.redisUrl, t.system.worker.prefix);
    // BullMQ's delays run on the real clock: the orders' clock follows it here.
    t.clock.now = new Date();
  });
  afterAll(async () => {
    await jobs.close();
    await t.close();
  });

  it("is due 'Richiesta di testimonianza' days after 'Consegnato', and asks once when its time comes", async () => {
    const email = 'in-ritardo@example.it';
    const order = await t.create({ customerEmail: email });
    await t.deliver(order.id);
    const history = (await t.api().get(`/api/admin/orders/${order.id}`).set(ADMIN).expect(200)).body
      .history as OrderHistoryEntry[];
    const deliveredAt = Date.parse(history.find((entry) => entry.to === 'consegnato')!.at);
    expect(deliveredAt).toBe(t.clock.now.getTime());

    const job = await waitUntil(() => jobs.delayedJobOf(order.id), { what: 'the delayed job' });
    expect(job.timestamp + job.delay).toBe(deliveredAt + 7 * DAY_MS);
    expect(t.smtp.received.filter((m) => m.envelope.to.includes(email))).toEqual([]);

    await job.promote();
    const [mail] = await waitUntil(() => {
      const mails = t.smtp.received.filter((m) => m.envelope.to.includes(email));
      return mails.length ? mails : null;
    });
    expect(mail!.text).toContain(FORM_PREFIX);
    // The sweep, run after the job, finds nothing left to ask.
    t.clock.now = new Date(deliveredAt + 7 * DAY_MS);
    expect(
      await sendDueTestimonialRequests({ ...t.system.orders, settingsDefaults: TEST_SETTINGS_DEFAULTS }),
    ).not.toContain(order.id);
    expect(t.smtp.received.filter((m) => m.envelope.to.includes(email))).toHaveLength(1);
  });
});
