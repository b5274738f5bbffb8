import type { Migration } from '@vetrina/service-kit';

/**
 * Issue 27: a user's passkeys (docs/decisions/passkeys.md). A passkey dies with its user (cascade) and,
 * living in the auth schema, with a restore of a backup that did not have it.
 */
export const createPasskeys: Migration = {
  async up(db) {
    await db.schema.createTable('passkeys', (t) => {
      t.increments('id').primary();
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      /** The WebAuthn credential id (base64url), what a sign-in names. */
      t.text('credential_id').notNullable().unique();
      t.binary('public_key').notNullable();
      t.bigInteger('counter').notNullable().defaultTo(0);
      /** The WebAuthn user handle the authenticator returns at a sign-in (base64url), one per user. */
      t.text('user_handle').notNullable();
      t.specificType('transports', 'text[]').notNullable().defaultTo('{}');
      t.boolean('backed_up').notNullable().defaultTo(false);
      t.text('name').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('last_used_at', { useTz: true });
      t.index(['user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('passkeys');
  },
};
