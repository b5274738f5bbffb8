import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Passkey, PasskeyOptions, PasskeyRegistrationVerify } from '@vetrina/contracts';
import {
  AppError,
  conflict,
  recordActivity,
  unauthorized,
  type Db,
  type Identity,
} from '@vetrina/service-kit';
import { userActivity } from '../activity/auth-activity.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import { findUserById, isUniqueViolation } from '../users/user-repository.ts';
import type { ChallengeStore } from './challenge-store.ts';
import { insertPasskey, listPasskeys, toPasskey, userHandleOf } from './passkey-repository.ts';
import type { RelyingParty } from './relying-party.ts';

export const REGISTRATION_FAILED = 'La passkey non è stata registrata. Riprova.';
export const REGISTRATION_EXPIRED = 'La richiesta è scaduta o è già stata usata. Riprova.';
export const PASSKEY_ALREADY_REGISTERED = 'Questa passkey è già registrata.';

export interface PasskeyRegistrationDeps {
  db: Db;
  challenges: ChallengeStore;
  rp: RelyingParty;
}

/**
 * Options to add a passkey for the signed-in user: discoverable (resident) and with user verification,
 * so it alone signs her in; her passkeys already registered are excluded (one per authenticator).
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyRegistrationDeps,
  userId: number,
): Promise<PasskeyOptions> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  const handle = (await userHandleOf(deps.db, userId)) ?? randomBytes(32).toString('base64url');
  const existing = await listPasskeys(deps.db, userId);
  const optionsJSON = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: user.username,
    userID: isoBase64URL.toBuffer(handle),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const flowId = await withRedis(() =>
    deps.challenges.put({
      challenge: optionsJSON.challenge,
      kind: 'registration',
      userId,
      userHandle: handle,
    }),
  );
  return { flowId, optionsJSON: { ...optionsJSON } };
}

/** Checks the new passkey against the challenge this same user was given and stores it under her name for it. */
export async function registerPasskey(
  deps: PasskeyRegistrationDeps,
  caller: Identity,
  input: PasskeyRegistrationVerify,
): Promise<Passkey> {
  const ceremony = await withRedis(() => deps.challenges.take(input.flowId, 'registration'));
  if (!ceremony?.userHandle || ceremony.userId !== caller.userId)
    throw new AppError(400, REGISTRATION_EXPIRED);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as never,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError(400, REGISTRATION_FAILED);
  }
  if (!verified.verified) throw new AppError(400, REGISTRATION_FAILED);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  try {
    const row = await deps.db.transaction(async (trx) => {
      const row = await insertPasskey(trx, {
        user_id: caller.userId,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        user_handle: ceremony.userHandle!,
        transports: credential.transports ?? [],
        backed_up: credentialBackedUp,
        name: input.name,
      });
      const owner = { id: caller.userId, username: caller.username };
      await recordActivity(trx, userActivity('updated', caller, owner, `Passkey aggiunta: ${row.name}`));
      return row;
    });
    return toPasskey(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PASSKEY_ALREADY_REGISTERED);
    // The user was deleted between the options and this answer.
    if ((err as { code?: string }).code === '23503') throw unauthorized();
    throw err;
  }
}
