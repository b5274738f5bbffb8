import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['created_at'], 'contact_messages_created_at_idx');
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('contact_messages');
}
