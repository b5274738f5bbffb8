import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/** Inbox and quarantine, the owner's e-mail outbox, and the spent form tokens (replay protection). */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('contact_messages', (t) => {
    t.boolean('read').notNullable().defaultTo(false);
    t.text('folder').notNullable().defaultTo('inbox');
    t.check("folder in ('inbox', 'quarantine')", [], 'contact_messages_folder_check');
    t.index(['folder', 'created_at'], 'contact_messages_folder_created_at_idx');
  });
  await db.schema.withSchema(SCHEMA).createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.integer('message_id')
      .notNullable()
      .references('id')
      .inTable(`${SCHEMA}.contact_messages`)
      .onDelete('CASCADE');
    t.text('kind').notNullable().defaultTo('owner-mail');
    t.text('state').notNullable().defaultTo('pending');
    t.check("state in ('pending', 'sent', 'retrying', 'failed')", [], 'mail_outbox_state_check');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.unique(['message_id', 'kind'], { indexName: 'mail_outbox_message_kind_key' });
    t.index(['state', 'updated_at'], 'mail_outbox_state_updated_at_idx');
  });
  await db.schema.withSchema(SCHEMA).createTable('spent_form_tokens', (t) => {
    t.text('nonce').primary();
    t.timestamp('spent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['spent_at'], 'spent_form_tokens_spent_at_idx');
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).dropTable('spent_form_tokens');
  await db.schema.withSchema(SCHEMA).dropTable('mail_outbox');
  await db.schema.withSchema(SCHEMA).alterTable('contact_messages', (t) => {
    t.dropIndex([], 'contact_messages_folder_created_at_idx');
    t.dropChecks('contact_messages_folder_check');
    t.dropColumns('read', 'folder');
  });
}
