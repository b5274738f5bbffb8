import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, orderInputSchema } from '@vetrina/contracts';
import { createDb, type Db } from '@vetrina/service-kit';
import { BIB_QUESTIONS } from '../../../svc-catalog/src/demo/demo-products.ts';
import * as productSafety from '../../../svc-catalog/src/migrations/20261205000009-product-safety.ts';
import * as productQuestions from '../../../svc-catalog/src/migrations/20261205000010-product-questions.ts';
import * as orders from '../../../svc-content/src/orders/order-service.ts';
import { readSiteSettings, updateSiteSettings } from '../../../svc-content/src/settings/settings-service.ts';
import { type BackupHarness, makeBackup, restoreOwnBackup, snapshot } from '../test/backup-harness.ts';
import { orderBackupSuite } from '../test/content-order-deps.ts';

/** Issue 30's data: the products' questions and safety columns, the answers, the maker ('Produttore'). */
const TABLES = [
  'catalog.products',
  'content.contact_messages',
  'content.order_lines',
  'content.site_settings',
];

/** The demo bib's questions, the issue's own example. */
const QUESTIONS = BIB_QUESTIONS;
const ANSWERS = [
  { questionId: 'q1', question: 'Nome da ricamare', answer: 'Sofia' },
  { questionId: 'q2', question: 'Colore del filo', answer: 'rosa' },
];
const COMPOSITION = [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }];
const MAKER = {
  makerName: 'Laboratorio Vetrina di Anna Rossi',
  makerAddress: 'Via Roma 1\n20100 Milano MI',
  makerEmail: 'laboratorio@example.it',
};

describe("issue 30's data in a backup and its restore: questions, answers, safety data, the maker", () => {
  let h: BackupHarness;
  let content: Db;
  let deps: orders.OrderDeps;
  const actor = { username: 'admin' };
  orderBackupSuite((started) => ({ harness: h, content, deps } = started));

  beforeAll(async () => {
    // svc-catalog's own migrations of issue 30, on the harness's products table.
    const catalog = createDb(h.databaseUrl, 'catalog', { min: 0, max: 1 });
    try {
      await productSafety.up(catalog);
      await productQuestions.up(catalog);
    } finally {
      await catalog.destroy();
    }
  });

  it('brings them back exactly as they were at the backup', async () => {
    await h
      .db('catalog.products')
      .where({ id: 1 })
      .update({
        sku: 'BAV-01',
        composition: JSON.stringify(COMPOSITION),
        care_instructions: 'Lavare a 30 °C, non candeggiare',
        age_min_months: 0,
        age_max_months: 36,
        warnings: 'Attenzione. Togliere il bavaglino prima di mettere a letto il bambino.',
        questions: JSON.stringify(QUESTIONS),
      });
    await h
      .db('catalog.products')
      .where({ id: 2 })
      .update({ sku: 'PUP-01', is_toy: true, ce_marking: true, age_min_months: 0 });
    await updateSiteSettings(
      content,
      DEFAULT_SITE_SETTINGS,
      { ...DEFAULT_SITE_SETTINGS, ...MAKER, version: 0 },
      null,
    );
    const [message] = await content('contact_messages')
      .insert({
        name: 'Giulia Bianchi',
        email: 'giulia@example.it',
        subject: 'Bavaglino per Sofia',
        message: 'Buongiorno, vorrei questo bavaglino per Sofia.',
        product: JSON.stringify({ id: 1, slug: 'prodotto-1', name: 'Prodotto 1' }),
        answers: JSON.stringify(ANSWERS),
      })
      .returning<{ id: number }[]>('id');
    const input = orderInputSchema.parse({
      customerName: 'Giulia Bianchi',
      customerEmail: 'giulia@example.it',
      lines: [{ description: 'Prodotto 1', unitPrice: '15', quantity: 1, answers: ANSWERS }],
      messageId: message!.id,
    });
    const order = await orders.createOrder(deps, input, actor);
    expect(order.lines[0]!.answers).toEqual(ANSWERS);
    const before = await snapshot(h.db, TABLES);

    const backup = await makeBackup(h);

    // After the backup: the questions, the safety data, the maker and the answers all change.
    await h
      .db('catalog.products')
      .where({ id: 1 })
      .update({ sku: null, composition: '[]', questions: '[]', warnings: null });
    await updateSiteSettings(
      content,
      DEFAULT_SITE_SETTINGS,
      { ...DEFAULT_SITE_SETTINGS, makerName: '', makerAddress: '', makerEmail: '', version: 1 },
      null,
    );
    await content('contact_messages').where({ id: message!.id }).update({ answers: '[]' });
    await orders.updateOrder(
      deps,
      order.id,
      { ...input, lines: [{ ...input.lines[0]!, answers: [] }] },
      actor,
    );
    expect(await snapshot(h.db, TABLES)).not.toEqual(before);

    const restored = await restoreOwnBackup(h, backup);
    expect(restored.status).toBe(200);
    expect(await snapshot(h.db, TABLES)).toEqual(before);
    expect(await readSiteSettings(content, DEFAULT_SITE_SETTINGS)).toMatchObject(MAKER);
    expect((await orders.getOrder(deps, order.id)).lines[0]!.answers).toEqual(ANSWERS);
    const bib = await h.db('catalog.products').where({ id: 1 }).first('questions', 'composition', 'sku');
    expect(bib).toEqual({ questions: QUESTIONS, composition: COMPOSITION, sku: 'BAV-01' });
    // What the restored products table refuses it still refuses: the same article code twice.
    await expect(h.db('catalog.products').where({ id: 3 }).update({ sku: 'BAV-01' })).rejects.toThrow(
      /products_sku_unique/,
    );
  });
});
