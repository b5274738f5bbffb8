import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * The site's settings ('Impostazioni'): one row (id 1) holding the validated document, its version (the
 * precondition of a save: two crossed saves → 409) and who saved it last. No row yet: the environment's
 * defaults apply.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('site_settings', (t) => {
    t.smallint('id').primary();
    t.check('id = 1', [], 'site_settings_single_row_check');
    t.jsonb('data').notNullable();
    t.integer('version').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.text('updated_by').nullable();
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('site_settings');
}
