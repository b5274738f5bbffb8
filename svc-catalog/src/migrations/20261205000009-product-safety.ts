import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * Issue 30 item 3: each product's safety data and composition. Every column may be empty: drafts may be
 * incomplete, and products already published stay published (the admin marks them until filled in).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => {
    t.text('sku').nullable().unique({ indexName: 'products_sku_unique' });
    t.jsonb('composition').notNullable().defaultTo(db.raw("'[]'::jsonb"));
    t.text('care_instructions').nullable();
    t.integer('age_min_months').nullable();
    t.integer('age_max_months').nullable();
    t.text('warnings').nullable();
    t.boolean('is_toy').notNullable().defaultTo(false);
    t.boolean('ce_marking').notNullable().defaultTo(false);
  });
  await db.raw(
    `ALTER TABLE ??.products ADD CONSTRAINT products_age_check CHECK (
       (age_min_months IS NULL OR age_min_months BETWEEN 0 AND 216)
       AND (age_max_months IS NULL OR age_max_months BETWEEN 0 AND 216)
       AND (age_min_months IS NULL OR age_max_months IS NULL OR age_min_months <= age_max_months))`,
    [SCHEMA],
  );
}

export async function down(db: Db): Promise<void> {
  await db.raw('ALTER TABLE ??.products DROP CONSTRAINT products_age_check', [SCHEMA]);
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => {
    for (const column of [
      'ce_marking',
      'is_toy',
      'warnings',
      'age_max_months',
      'age_min_months',
      'care_instructions',
      'composition',
      'sku',
    ]) {
      t.dropColumn(column);
    }
  });
}
