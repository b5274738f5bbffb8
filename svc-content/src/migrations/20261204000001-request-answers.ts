import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * Issue 30: a request names its product (a copy of its id, slug, name and photo, kept when the product
 * changes or goes) and carries the answers to its personalisation questions; an order line copies them.
 * Answers are lists of {questionId, question, answer}, the question's words as the visitor read them.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('contact_messages', (t) => {
    t.jsonb('product').nullable();
    t.jsonb('answers').notNullable().defaultTo(db.raw("'[]'::jsonb"));
  });
  await db.schema.withSchema(SCHEMA).alterTable('order_lines', (t) => {
    t.jsonb('answers').notNullable().defaultTo(db.raw("'[]'::jsonb"));
  });
  for (const table of ['contact_messages', 'order_lines']) {
    await db.raw(`ALTER TABLE ??.?? ADD CONSTRAINT ?? CHECK (jsonb_typeof(answers) = 'array')`, [
      SCHEMA,
      table,
      `${table}_answers_list_check`,
    ]);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('order_lines', (t) => t.dropColumn('answers'));
  await db.schema.withSchema(SCHEMA).alterTable('contact_messages', (t) => {
    t.dropColumn('answers');
    t.dropColumn('product');
  });
}
