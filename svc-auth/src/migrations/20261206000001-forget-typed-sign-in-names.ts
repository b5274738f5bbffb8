import type { Migration } from '@vetrina/service-kit';

/**
 * Failed sign-ins recorded before issue 29 kept whatever was typed as the username, often a password typed
 * into the wrong field. Those that name no user are blanked (their fingerprint needs the secret, which a
 * migration does not read); entries naming a user keep it.
 */
export const forgetTypedSignInNames: Migration = {
  async up(db) {
    await db.raw(
      `UPDATE activity SET username = NULL
        WHERE action = 'sign-in-failed' AND username IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.username) = lower(activity.username))`,
    );
  },
  async down() {},
};
