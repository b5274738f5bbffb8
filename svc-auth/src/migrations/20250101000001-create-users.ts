import type { Migration } from '@vetrina/service-kit';

export const createUsers: Migration = {
  async up(db) {
    await db.schema.createTable('users', (t) => {
      t.increments('id').primary();
      t.text('username').notNullable();
      t.text('password_hash').notNullable();
      t.boolean('is_admin').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    // Usernames are unique regardless of case: 'Admin' and 'admin' are the same person.
    await db.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  },
  async down(db) {
    await db.schema.dropTable('users');
  },
};
