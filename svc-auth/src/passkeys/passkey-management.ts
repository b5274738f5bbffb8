import type { Passkey } from '@vetrina/contracts';
import { notFound, recordActivity, type Db, type Identity } from '@vetrina/service-kit';
import { userActivity } from '../activity/auth-activity.ts';
import { deletePasskey, listPasskeys, renamePasskey, toPasskey } from './passkey-repository.ts';

export const PASSKEY_NOT_FOUND = 'Passkey non trovata';

/** 'Sicurezza': each user sees and changes only her own passkeys, administrators included. */
export async function ownPasskeys(db: Db, caller: Identity): Promise<Passkey[]> {
  return (await listPasskeys(db, caller.userId)).map(toPasskey);
}

const ownerOf = (caller: Identity) => ({ id: caller.userId, username: caller.username });

export async function renameOwnPasskey(db: Db, caller: Identity, id: number, name: string): Promise<Passkey> {
  return db.transaction(async (trx) => {
    const row = await renamePasskey(trx, caller.userId, id, name);
    if (!row) throw notFound(PASSKEY_NOT_FOUND);
    await recordActivity(
      trx,
      userActivity('updated', caller, ownerOf(caller), `Passkey rinominata: ${name}`),
    );
    return toPasskey(row);
  });
}

/** Removed at once: the next sign-in with it is refused (its sessions already begun stay, as after a password sign-in). */
export async function removeOwnPasskey(db: Db, caller: Identity, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await deletePasskey(trx, caller.userId, id);
    if (!row) throw notFound(PASSKEY_NOT_FOUND);
    await recordActivity(
      trx,
      userActivity('updated', caller, ownerOf(caller), `Passkey rimossa: ${row.name}`),
    );
  });
}
