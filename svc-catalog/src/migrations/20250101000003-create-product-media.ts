import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('product_media', (t) => {
    t.increments('id').primary();
    t.integer('product_id').notNullable().references('id').inTable(`${SCHEMA}.products`).onDelete('CASCADE');
    t.text('image_url').notNullable();
    t.integer('display_order').nullable();
    t.boolean('is_video').notNullable().defaultTo(false);
    t.text('video_url').nullable();
    t.index(['product_id'], 'product_media_product_id_idx');
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('product_media');
}
