import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductQuestion } from '@vetrina/contracts';
import { BIB_QUESTIONS } from '../../../svc-catalog/src/demo/demo-products.ts';
import { contactBody, fillForm, postContact } from '../test/content-test-system.ts';
import { startOrderTestContext, type OrderTestContext } from '../test/order-test-context.ts';
import { waitUntil } from '../test/wait-until.ts';

// The demo bib's questions (the issue's own example) and a yes/no one.
const QUESTIONS: ProductQuestion[] = [
  ...BIB_QUESTIONS,
  { id: 'q3', text: 'Confezione regalo', kind: 'yesno', maxLength: null, options: [], required: false },
];
const SLUG = 'bavaglino-personalizzato-con-nome';

describe('a request from a product page carries the product and the answers to its questions', () => {
  let t: OrderTestContext;
  let ip = 0;
  const send = async (fields: Record<string, unknown>, status: number) =>
    postContact(t.system, contactBody(await fillForm(t.system), fields), `192.0.2.${++ip}`).expect(status);
  const issuesOf = (body: { issues: { path: string[]; message: string }[] }) =>
    Object.fromEntries(body.issues.map((i) => [i.path.join('.'), i.message]));

  beforeAll(async () => {
    t = await startOrderTestContext();
    await t.catalog
      .db('products')
      .where({ id: t.bibId })
      .update({ questions: JSON.stringify(QUESTIONS) });
  });
  afterAll(() => t.close());

  it('stores the product and the answers as structured data and mails them to the owner', async () => {
    await send({ productSlug: SLUG, answer_q1: ' Sofia ', answer_q2: 'rosa', answer_q3: 'si' }, 201);
    const row = await t.system.db('contact_messages').orderBy('id', 'desc').first();
    expect(row.product).toEqual({
      id: t.bibId,
      slug: SLUG,
      name: 'Bavaglino personalizzato con nome',
      image: expect.stringMatching(/^\/uploads\//),
      imageAlt: expect.any(String),
    });
    expect(row.answers).toEqual([
      { questionId: 'q1', question: 'Nome da ricamare', answer: 'Sofia' },
      { questionId: 'q2', question: 'Colore del filo', answer: 'rosa' },
      { questionId: 'q3', question: 'Confezione regalo', answer: 'Sì' },
    ]);
    const mail = await waitUntil(() => t.smtp.received.find((m) => m.text.includes('Nome da ricamare')));
    expect(mail.text).toContain('Prodotto: Bavaglino personalizzato con nome');
    expect(mail.text).toContain('Nome da ricamare: Sofia');
    expect(mail.text).toContain('Colore del filo: rosa');
  });

  it('refuses a 13-character name, an unknown colour and a missing answer, per field, in Italian', async () => {
    const res = await send({ productSlug: SLUG, answer_q1: 'Massimiliano1', answer_q2: 'nero' }, 400);
    expect(res.body.message).toBe('Controlla le risposte alle domande sul prodotto');
    expect(issuesOf(res.body)).toEqual({
      answer_q1: 'La risposta può contenere al massimo 12 caratteri',
      answer_q2: 'Scegli una delle opzioni proposte',
    });
    const missing = await send({ productSlug: SLUG, answer_q2: 'verde', answer_q3: 'forse' }, 400);
    expect(issuesOf(missing.body)).toEqual({
      answer_q1: 'Questa risposta è obbligatoria',
      answer_q3: 'Scegli Sì o No',
    });
  });

  it("checks the answers against the product's questions as they are now", async () => {
    await t.catalog
      .db('products')
      .where({ id: t.bibId })
      .update({ questions: JSON.stringify([{ ...QUESTIONS[0], maxLength: 4 }]) });
    const res = await send({ productSlug: SLUG, answer_q1: 'Sofia', answer_q2: 'rosa' }, 400);
    expect(issuesOf(res.body)).toEqual({ answer_q1: 'La risposta può contenere al massimo 4 caratteri' });
    await t.catalog
      .db('products')
      .where({ id: t.bibId })
      .update({ questions: JSON.stringify(QUESTIONS) });
  });

  it('refuses a request about a product that is not published, and the plain form returns to it', async () => {
    await t.catalog.db('products').where({ id: t.blanketId }).update({ published: false });
    for (const productSlug of ['copertina-azzurra', '.', '..', 'Copertina Azzurra']) {
      const res = await send({ productSlug }, 400);
      expect(issuesOf(res.body)).toEqual({
        productSlug: 'Questo prodotto non è più disponibile: scrivici senza sceglierlo.',
      });
    }
    const form = await fillForm(t.system);
    const plain = await request(t.system.app)
      .post('/api/contact')
      .type('form')
      .send({ ...contactBody(form), productSlug: SLUG, answer_q1: 'Massimiliano1', answer_q2: 'rosa' })
      .expect(303);
    expect(plain.headers.location).toBe(`/contatti?errore=dati&prodotto=${SLUG}`);
  });

  it("escapes the answers in the owner's e-mail", async () => {
    await send({ productSlug: SLUG, answer_q1: '<b>Sofia</b>', answer_q2: 'rosa' }, 201);
    const mail = await waitUntil(() => t.smtp.received.find((m) => m.text.includes('<b>Sofia</b>')));
    expect(mail.html).toContain('<td>&lt;b&gt;Sofia&lt;/b&gt;</td>');
    expect(mail.html).not.toContain('<b>Sofia</b>');
  });

  it('keeps a plain message without product or answers', async () => {
    await send({ answer_q1: 'ignorata' }, 201);
    const row = await t.system.db('contact_messages').orderBy('id', 'desc').first();
    expect(row).toMatchObject({ product: null, answers: [] });
  });
});
