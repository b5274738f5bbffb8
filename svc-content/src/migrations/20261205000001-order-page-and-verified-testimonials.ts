import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * The customer's order page and the testimonials of delivered orders (issue 30 items 4-5): each order's
 * link version ('Genera nuovo link' bumps it: older links stop working), when it was delivered (the link
 * expires 90 days later; the testimonial request waits for it), its tracking link; one testimonial
 * request per order (its single-use nonce); testimonials gain 'published' (the existing ones stay
 * published) and the order they came from ('Ordine verificato').
 */
export async function up(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('orders', (t) => {
    t.integer('link_version').notNullable().defaultTo(1);
    t.timestamp('delivered_at', { useTz: true }).nullable();
    t.text('tracking_url').nullable();
    t.index(['status', 'delivered_at'], 'orders_status_delivered_at_idx');
  });
  await db.raw(`ALTER TABLE ${SCHEMA}.order_emails DROP CONSTRAINT order_emails_kind_check`);
  await db.raw(
    `ALTER TABLE ${SCHEMA}.order_emails ADD CONSTRAINT order_emails_kind_check CHECK (kind in ('quote', 'shipping', 'testimonial'))`,
  );
  await db.schema.withSchema(SCHEMA).createTable('testimonial_requests', (t) => {
    t.increments('id').primary();
    t.integer('order_id').notNullable().references('id').inTable(`${SCHEMA}.orders`).onDelete('CASCADE');
    t.unique(['order_id'], { indexName: 'testimonial_requests_order_key' });
    t.text('nonce').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('used_at', { useTz: true }).nullable();
  });
  await db.schema.withSchema(SCHEMA).alterTable('testimonials', (t) => {
    t.boolean('published').notNullable().defaultTo(true);
    t.integer('order_id').nullable().references('id').inTable(`${SCHEMA}.orders`).onDelete('SET NULL');
    t.boolean('verified_order').notNullable().defaultTo(false);
  });
}

export async function down(db: Db): Promise<void> {
  await db.schema.withSchema(SCHEMA).alterTable('testimonials', (t) => {
    t.dropColumn('verified_order');
    t.dropColumn('order_id');
    t.dropColumn('published');
  });
  await db.schema.withSchema(SCHEMA).dropTable('testimonial_requests');
  await db('order_emails').where({ kind: 'testimonial' }).delete();
  await db.raw(`ALTER TABLE ${SCHEMA}.order_emails DROP CONSTRAINT order_emails_kind_check`);
  await db.raw(
    `ALTER TABLE ${SCHEMA}.order_emails ADD CONSTRAINT order_emails_kind_check CHECK (kind in ('quote', 'shipping'))`,
  );
  await db.schema.withSchema(SCHEMA).alterTable('orders', (t) => {
    t.dropIndex([], 'orders_status_delivered_at_idx');
    t.dropColumn('tracking_url');
    t.dropColumn('delivered_at');
    t.dropColumn('link_version');
  });
}
