import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('categories', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable();
    t.text('slug').notNullable().unique();
    t.text('description').nullable();
    t.text('image').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('categories');
}
