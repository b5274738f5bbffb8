import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * Issue 30: a product's personalisation questions, in order, as one JSON list with the product (read and
 * written whole with it, never queried apart). Existing products have none.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => {
    t.jsonb('questions').notNullable().defaultTo(db.raw("'[]'::jsonb"));
  });
  await db.raw(
    `ALTER TABLE ??.products ADD CONSTRAINT products_questions_list_check CHECK (jsonb_typeof(questions) = 'array')`,
    [SCHEMA],
  );
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => t.dropColumn('questions'));
}
