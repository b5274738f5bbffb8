import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { BIB_QUESTIONS } from '../demo/demo-products.ts';
import {
  completeSafety,
  createCatalogTestContext,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();
const bib = {
  name: 'Bavaglino con nome',
  slug: 'bavaglino-con-nome',
  description: 'Bavaglino in cotone con il nome ricamato.',
  image: '/uploads/bavaglino.webp',
  imageAlt: 'Bavaglino rosa con il nome ricamato',
  price: '12.50',
  isCustomizable: true,
  ...completeSafety('BAV-NOME'),
};
const name = { text: 'Nome da ricamare', kind: 'text', maxLength: '12', required: true };
const colour = {
  text: 'Colore del filo',
  kind: 'choice',
  options: 'rosa\nazzurro\n\nverde\npanna',
  required: true,
};

describe('personalisation questions of a product', () => {
  let ctx: CatalogTestContext;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
  });
  afterAll(() => ctx.close());

  it('stores the questions in order with ids and serves them on the public product', async () => {
    const created = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({
        ...bib,
        questions: [name, colour, { text: 'Confezione regalo?', kind: 'yesno', maxLength: 5 }],
      })
      .expect(201);
    // The bib's questions of the demo, the issue's own example, then the yes/no one.
    expect(created.body.questions).toEqual([
      ...BIB_QUESTIONS,
      { id: 'q3', text: 'Confezione regalo?', kind: 'yesno', maxLength: null, options: [], required: false },
    ]);
    const page = await request(ctx.app).get('/api/products/bavaglino-con-nome').expect(200);
    expect(page.body.questions.map((q: { text: string }) => q.text)).toEqual([
      'Nome da ricamare',
      'Colore del filo',
      'Confezione regalo?',
    ]);
  });

  it('keeps the ids of moved questions, gives a new one the next number and records the change', async () => {
    const [{ id }] = await ctx.db('products').where({ slug: 'bavaglino-con-nome' }).select('id');
    const updated = await request(ctx.app)
      .put(`/api/admin/products/${id}`)
      .set(admin)
      .send({
        ...bib,
        questions: [
          { ...colour, id: 'q2' },
          { ...name, id: 'q1' },
          { text: 'Note', kind: 'text', maxLength: 100 },
        ],
      })
      .expect(200);
    expect(updated.body.questions.map((q: { id: string }) => q.id)).toEqual(['q2', 'q1', 'q3']);
    const activity = await ctx.db('activity').orderBy('id', 'desc').first();
    expect(activity.summary).toBe('Modificati: domande di personalizzazione');
    // The same questions again change nothing.
    await request(ctx.app)
      .put(`/api/admin/products/${id}`)
      .set(admin)
      .send({ ...bib, questions: updated.body.questions })
      .expect(200);
    expect((await ctx.db('activity').orderBy('id', 'desc').first()).summary).toBe('Nessun campo modificato');
  });

  it('refuses incomplete questions with Italian messages per field', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({
        ...bib,
        slug: 'altro-bavaglino',
        questions: [
          { text: '', kind: 'text', maxLength: '' },
          { text: 'Colore', kind: 'choice', options: 'rosa' },
          { text: 'Colore', kind: 'choice', options: ['rosa', 'rosa'] },
          { text: 'Tipo?', kind: 'radio' },
        ],
      })
      .expect(400);
    const messages = Object.fromEntries(
      res.body.issues.map((i: { path: unknown[]; message: string }) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      'questions.0.text': 'Scrivi il testo della domanda',
      'questions.0.maxLength': 'Indica una lunghezza massima tra 1 e 500 caratteri',
      'questions.1.options': 'Scrivi almeno due opzioni, una per riga',
      'questions.2.options': 'Le opzioni devono essere diverse tra loro',
      'questions.3.kind': 'Scegli il tipo della domanda',
    });
  });

  it('refuses more than ten questions and repeated ids', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ text: `Domanda ${i}`, kind: 'yesno' }));
    const many = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({ ...bib, slug: 'troppe-domande', questions: eleven })
      .expect(400);
    expect(many.body.issues[0].message).toBe('Al massimo 10 domande per prodotto');
    const twice = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send({
        ...bib,
        slug: 'doppie',
        questions: [
          { ...name, id: 'q1' },
          { ...colour, id: 'q1' },
        ],
      })
      .expect(400);
    expect(twice.body.issues[0].message).toBe('Domande ripetute');
  });
});
