import type { Migration } from '@vetrina/service-kit';

/**
 * Every user gets a random security stamp, kept in their sessions: a session whose stamp no longer matches
 * its row (password changed, demoted, deleted, or the row replaced by a restore) is refused. Existing rows
 * get one each; sessions created before this migration carry none, so their owners sign in once more.
 */
export const addSecurityStamp: Migration = {
  async up(db) {
    await db.raw(
      `ALTER TABLE users ADD COLUMN security_stamp text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
    );
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => t.dropColumn('security_stamp'));
  },
};
