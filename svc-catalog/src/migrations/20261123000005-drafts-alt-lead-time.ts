import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * Issue 9: drafts (`published`, existing rows stay public), alternative texts (existing rows take
 * the product name, so no image is left without one) and optional lead times in working days.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => {
    t.boolean('published').notNullable().defaultTo(true);
    t.text('image_alt').nullable();
    t.integer('lead_time_min_days').nullable();
    t.integer('lead_time_max_days').nullable();
  });
  await db
    .withSchema(SCHEMA)
    .table('products')
    .update({ image_alt: db.ref('name') });
  await db.raw('ALTER TABLE ??.products ALTER COLUMN image_alt SET NOT NULL', [SCHEMA]);
  await db.raw(
    `ALTER TABLE ??.products ADD CONSTRAINT products_lead_time_check CHECK (
       (lead_time_min_days IS NULL OR lead_time_min_days BETWEEN 1 AND 365)
       AND (lead_time_max_days IS NULL OR lead_time_max_days BETWEEN 1 AND 365)
       AND (lead_time_min_days IS NULL OR lead_time_max_days IS NULL OR lead_time_min_days <= lead_time_max_days))`,
    [SCHEMA],
  );

  await db.schema.withSchema(SCHEMA).alterTable('product_media', (t) => {
    t.text('alt_text').nullable();
  });
  await db.raw(
    `UPDATE ??.product_media m SET alt_text = p.name FROM ??.products p WHERE p.id = m.product_id`,
    [SCHEMA, SCHEMA],
  );
  await db.raw('ALTER TABLE ??.product_media ALTER COLUMN alt_text SET NOT NULL', [SCHEMA]);
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('product_media', (t) => t.dropColumn('alt_text'));
  await db.raw('ALTER TABLE ??.products DROP CONSTRAINT products_lead_time_check', [SCHEMA]);
  await db.schema.withSchema(SCHEMA).alterTable('products', (t) => {
    t.dropColumn('lead_time_max_days');
    t.dropColumn('lead_time_min_days');
    t.dropColumn('image_alt');
    t.dropColumn('published');
  });
}
