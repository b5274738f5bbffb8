import type { Request } from 'express';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AdminUser, PasskeyLoginVerify, PasskeyOptions } from '@vetrina/contracts';
import { AppError } from '@vetrina/service-kit';
import { failedPasskeySignIn } from '../activity/auth-activity.ts';
import { countAttempt, openSession, type LoginDeps } from '../login/login-service.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import type { ChallengeStore } from './challenge-store.ts';
import { findPasskeyForSignIn, recordPasskeyUse } from './passkey-repository.ts';
import type { RelyingParty } from './relying-party.ts';

export const PASSKEY_REFUSED = 'Accesso con passkey non riuscito. Riprova o accedi con la password.';
export const PASSKEY_FLOW_EXPIRED = 'La richiesta di accesso è scaduta o è già stata usata. Riprova.';

export interface PasskeyLoginDeps extends LoginDeps {
  challenges: ChallengeStore;
  rp: RelyingParty;
}

/** Options for a discoverable sign-in: no username asked, the authenticator offers its passkeys for this site. */
export async function passkeyLoginOptions(deps: PasskeyLoginDeps): Promise<PasskeyOptions> {
  const optionsJSON = await generateAuthenticationOptions({ rpID: deps.rp.id, userVerification: 'required' });
  const flowId = await withRedis(() =>
    deps.challenges.put({ challenge: optionsJSON.challenge, kind: 'login' }),
  );
  return { flowId, optionsJSON: { ...optionsJSON } };
}

/**
 * A passkey sign-in, limited like a password one under the passkey's username (an unknown passkey by
 * its credential id, so the address limit still counts it). The challenge is consumed before anything
 * else, so an answer can be tried once; the counter must move forward (checked by the library and,
 * against a parallel sign-in, by the conditional update).
 */
export async function passkeySignIn(
  deps: PasskeyLoginDeps,
  input: PasskeyLoginVerify & { ip: string; req: Request; previousSessionId?: string },
): Promise<{ user: AdminUser; sessionId: string }> {
  const { response } = input;
  const ceremony = await withRedis(() => deps.challenges.take(input.flowId, 'login'));
  const found = await findPasskeyForSignIn(deps.db, response.id);
  const username = found?.user.username ?? `passkey:${response.id.slice(0, 100)}`;
  const ticket = await withRedis(() => countAttempt(deps, { username, ip: input.ip, req: input.req }));
  const refuse = async (message = PASSKEY_REFUSED) => {
    await deps.anonymousActivity.record(deps.db, input.ip, failedPasskeySignIn(found?.user ?? null));
    return new AppError(401, message);
  };
  if (!ceremony) throw await refuse(PASSKEY_FLOW_EXPIRED);
  if (!found || response.response.userHandle !== found.passkey.user_handle) throw await refuse();

  const { passkey, user } = found;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as never,
      },
    });
  } catch {
    throw await refuse();
  }
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  if (!verified.verified) throw await refuse();
  if (!(await recordPasskeyUse(deps.db, passkey, { counter: newCounter, backedUp: credentialBackedUp })))
    throw await refuse();
  return openSession(deps, ticket, user, input.previousSessionId, `Accesso con passkey «${passkey.name}»`);
}
