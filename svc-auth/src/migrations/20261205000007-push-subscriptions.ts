import type { Migration } from '@vetrina/service-kit';

/**
 * Issue 27: one row per user and device (browser) subscribed to Web Push, with the kinds it wants.
 * The endpoint is the device's address at its push service: unique, a device belongs to one user at a time.
 * Rows die with their user (cascade), on 'Esci' from the device and when the push service answers 404/410.
 */
export const pushSubscriptions: Migration = {
  async up(db) {
    await db.schema.createTable('push_subscriptions', (t) => {
      t.increments('id').primary();
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.text('endpoint').notNullable().unique();
      t.text('p256dh').notNullable();
      t.text('auth').notNullable();
      t.specificType('kinds', 'text[]').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('push_subscriptions');
  },
};
