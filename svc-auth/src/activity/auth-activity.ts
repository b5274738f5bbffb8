import type { ActivityRecord } from '@vetrina/service-kit';

/** Who made the change: the signed-in user, or the username typed at a sign-in. */
export type Actor = ActivityRecord['actor'];

/** The admin screen the entries link to (mf-admin routes.tsx). */
export const userHref = (id: number) => `/admin/users/${id}`;

/** A user account: labelled with its username; never its password or password hash. */
export const userActivity = (
  action: ActivityRecord['action'],
  actor: Actor,
  user: { id: number; username: string },
  summary: string,
  kind: 'user' | 'sign-in' = 'user',
): ActivityRecord => ({
  kind,
  action,
  actor,
  itemId: user.id,
  itemLabel: user.username,
  itemHref: userHref(user.id),
  summary,
  // A sign-in never removes anything.
  ...(kind === 'sign-in' ? { removesItem: false } : {}),
});

/**
 * A failed sign-in, under the name anonymous-activity.ts keeps for what was typed (the user's own, or a
 * keyed fingerprint; never the typed text itself, no password, no address). The sign-in limiter runs
 * first, and entries are capped per address.
 */
export const failedSignIn = (username: string): ActivityRecord => ({
  kind: 'sign-in',
  action: 'sign-in-failed',
  actor: { username },
  summary: 'Accesso non riuscito: nome utente o password non corretti',
});

/** A passkey sign-in refused: the passkey's user when it is known (never the credential or its key). */
export const failedPasskeySignIn = (user: { username: string } | null): ActivityRecord => ({
  kind: 'sign-in',
  action: 'sign-in-failed',
  actor: user ? { username: user.username } : null,
  summary: user
    ? 'Accesso con passkey non riuscito'
    : 'Accesso con passkey non riuscito: passkey sconosciuta',
});
