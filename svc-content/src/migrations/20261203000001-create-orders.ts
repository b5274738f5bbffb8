import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

const STATUSES = [
  'richiesta',
  'preventivo-inviato',
  'confermato',
  'in-lavorazione',
  'pronto',
  'spedito',
  'consegnato',
  'annullato',
];
const statusList = STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * Orders (issue 20): the order, its lines (catalogue name, price and lead time copied at creation),
 * its status history, and the customer e-mails, which go out through the owner's outbox: an outbox
 * row now names either a contact message or an order e-mail.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).createTable('orders', (t) => {
    t.increments('id').primary();
    t.text('status').notNullable().defaultTo('richiesta');
    t.check(`status in (${statusList})`, [], 'orders_status_check');
    t.text('customer_name').notNullable();
    t.text('customer_email').notNullable();
    t.text('customer_phone').nullable();
    t.decimal('agreed_total', 10, 2).nullable();
    t.decimal('deposit_requested', 10, 2).nullable();
    t.decimal('deposit', 10, 2).nullable();
    t.check(
      'agreed_total >= 0 and deposit >= 0 and deposit_requested >= 0',
      [],
      'orders_money_not_negative_check',
    );
    t.check('deposit <= agreed_total', [], 'orders_deposit_check');
    t.date('expected_delivery').nullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.text('private_notes').nullable();
    t.integer('message_id')
      .nullable()
      .references('id')
      .inTable(`${SCHEMA}.contact_messages`)
      .onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['status', 'created_at'], 'orders_status_created_at_idx');
    t.index(['created_at'], 'orders_created_at_idx');
    t.index(['message_id'], 'orders_message_id_idx');
  });
  await db.schema.withSchema(SCHEMA).createTable('order_lines', (t) => {
    t.increments('id').primary();
    t.integer('order_id').notNullable().references('id').inTable(`${SCHEMA}.orders`).onDelete('CASCADE');
    t.integer('position').notNullable();
    /** The catalogue's product (another service's schema: no foreign key; the copied name stays). */
    t.integer('product_id').nullable();
    t.text('description').notNullable();
    t.integer('quantity').notNullable();
    t.check('quantity between 1 and 999', [], 'order_lines_quantity_check');
    t.decimal('unit_price', 10, 2).nullable();
    t.check('unit_price >= 0', [], 'order_lines_unit_price_check');
    t.integer('lead_time_days').nullable();
    t.text('personalisation_text').nullable();
    t.text('personalisation_colours').nullable();
    t.text('personalisation_notes').nullable();
    t.unique(['order_id', 'position'], { indexName: 'order_lines_order_position_key' });
  });
  await db.schema.withSchema(SCHEMA).createTable('order_history', (t) => {
    t.increments('id').primary();
    t.integer('order_id').notNullable().references('id').inTable(`${SCHEMA}.orders`).onDelete('CASCADE');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.text('username').nullable();
    t.text('from_status').nullable();
    t.text('to_status').notNullable();
    t.text('note').nullable();
    t.index(['order_id', 'id'], 'order_history_order_idx');
  });
  await db.schema.withSchema(SCHEMA).createTable('order_emails', (t) => {
    t.increments('id').primary();
    t.integer('order_id').notNullable().references('id').inTable(`${SCHEMA}.orders`).onDelete('CASCADE');
    t.text('kind').notNullable();
    t.check("kind in ('quote', 'shipping')", [], 'order_emails_kind_check');
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['order_id'], 'order_emails_order_idx');
  });
  await db.schema.withSchema(SCHEMA).alterTable('mail_outbox', (t) => {
    t.setNullable('message_id');
    t.integer('order_email_id')
      .nullable()
      .references('id')
      .inTable(`${SCHEMA}.order_emails`)
      .onDelete('CASCADE');
    t.unique(['order_email_id'], { indexName: 'mail_outbox_order_email_key' });
    t.check('(message_id is null) <> (order_email_id is null)', [], 'mail_outbox_one_subject_check');
  });
}

export async function down(db: Db): Promise<void> {
  await db('mail_outbox').whereNotNull('order_email_id').delete();
  await db.schema.withSchema(SCHEMA).alterTable('mail_outbox', (t) => {
    t.dropChecks('mail_outbox_one_subject_check');
    t.dropUnique([], 'mail_outbox_order_email_key');
    t.dropColumn('order_email_id');
    t.dropNullable('message_id');
  });
  await db.schema.withSchema(SCHEMA).dropTable('order_emails');
  await db.schema.withSchema(SCHEMA).dropTable('order_history');
  await db.schema.withSchema(SCHEMA).dropTable('order_lines');
  await db.schema.withSchema(SCHEMA).dropTable('orders');
}
