import { PUSH_KINDS, type PushDevice, type PushKind } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: PushKind[];
  created_at: Date;
  updated_at: Date;
}

const TABLE = 'push_subscriptions';

export const toPushDevice = (row: PushSubscriptionRow): PushDevice => ({
  kinds: row.kinds,
  createdAt: row.created_at.toISOString(),
});

/**
 * Stores this device's subscription for the user: a new one wants every kind, a known endpoint keeps its
 * kinds unless new ones are given, and passes to the user now signed in on that browser.
 */
export async function upsertSubscription(
  db: Db,
  userId: number,
  input: { endpoint: string; keys: { p256dh: string; auth: string }; kinds?: PushKind[] | undefined },
): Promise<PushSubscriptionRow> {
  const values = { user_id: userId, endpoint: input.endpoint, ...input.keys };
  const [row] = await db<PushSubscriptionRow>(TABLE)
    .insert({ ...values, kinds: input.kinds ?? [...PUSH_KINDS] })
    .onConflict('endpoint')
    .merge({ ...values, ...(input.kinds ? { kinds: input.kinds } : {}), updated_at: db.fn.now() })
    .returning('*');
  return row!;
}

export const findUserSubscription = (db: Db, userId: number, endpoint: string) =>
  db<PushSubscriptionRow>(TABLE).where({ user_id: userId, endpoint }).first();

export const deleteUserSubscription = (db: Db, userId: number, endpoint: string) =>
  db(TABLE).where({ user_id: userId, endpoint }).delete();

export const deleteSubscription = (db: Db, id: number) => db(TABLE).where({ id }).delete();

export const findSubscription = (db: Db, id: number) => db<PushSubscriptionRow>(TABLE).where({ id }).first();

/** The ids of the devices that want this kind, of users still administrators. */
export const listSubscriptionIdsFor = async (db: Db, kind: PushKind): Promise<number[]> =>
  (
    await db(TABLE)
      .join('users', 'users.id', `${TABLE}.user_id`)
      .where('users.is_admin', true)
      .whereRaw('? = ANY(kinds)', [kind])
      .orderBy(`${TABLE}.id`)
      .select<{ id: number }[]>(`${TABLE}.id`)
  ).map((row) => row.id);
