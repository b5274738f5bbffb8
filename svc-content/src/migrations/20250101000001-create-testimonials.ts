import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('testimonials', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable();
    t.text('content').notNullable();
    t.smallint('rating').notNullable().checkBetween([0, 5], 'testimonials_rating_range');
    t.text('initials').nullable();
    t.text('child_name').nullable();
    t.text('child_age').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['created_at'], 'testimonials_created_at_idx');
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('testimonials');
}
