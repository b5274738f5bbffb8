import { Router, type Request } from 'express';
import {
  idParamSchema,
  passkeyLoginVerifySchema,
  passkeyRegistrationVerifySchema,
  passkeyRenameSchema,
} from '@vetrina/contracts';
import { AppError, identityOf, parse, requireIdentity } from '@vetrina/service-kit';
import type { DeviceCookies } from '../login/device-cookie.ts';
import { answerSignedIn, signInAttempt } from '../login/signed-in-answer.ts';
import type { LoginDeps } from '../login/login-service.ts';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { ChallengeStore } from './challenge-store.ts';
import { passkeyLoginOptions, passkeySignIn } from './passkey-login.ts';
import { ownPasskeys, removeOwnPasskey, renameOwnPasskey } from './passkey-management.ts';
import { passkeyRegistrationOptions, registerPasskey } from './passkey-registration.ts';
import type { RelyingParty } from './relying-party.ts';

export const PASSKEYS_UNAVAILABLE =
  'Le passkey non sono disponibili a questo indirizzo: servono HTTPS e un nome di dominio (non un indirizzo IP).';

export interface PasskeyRouteDeps extends LoginDeps {
  challenges: ChallengeStore;
  /** Null when PUBLIC_URL cannot have passkeys (an IP address, or http off localhost). */
  rp: RelyingParty | null;
  sessionCookie: SessionCookie;
  devices: DeviceCookies;
  gatewayToken: string;
  absoluteMs: number;
}

const idOf = (req: Request) => parse(idParamSchema, req.params.id, 'Identificativo non valido');

export function passkeyRoutes(deps: PasskeyRouteDeps): Router {
  const router = Router();
  const relyingParty = () => {
    if (!deps.rp) throw new AppError(404, PASSKEYS_UNAVAILABLE);
    return deps.rp;
  };

  // Sign-in (no session yet; the gateway lets /api/admin/passkeys/login through).
  router.post('/api/admin/passkeys/login/options', async (_req, res) => {
    const options = await passkeyLoginOptions({ ...deps, rp: relyingParty() });
    res.set('Cache-Control', 'no-store').json(options);
  });
  router.post('/api/admin/passkeys/login/verify', async (req, res) => {
    const rp = relyingParty();
    const input = parse(passkeyLoginVerifySchema, req.body);
    answerSignedIn(
      res,
      deps,
      await passkeySignIn({ ...deps, rp }, { ...input, ...signInAttempt(req, deps) }),
    );
  });

  // 'Sicurezza': the signed-in user's own passkeys (the gateway checked the session).
  const signedIn = requireIdentity(deps.gatewayToken);
  router.get('/api/admin/passkeys', signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await ownPasskeys(deps.db, identityOf(req)));
  });
  router.post('/api/admin/passkeys/registration/options', signedIn, async (req, res) => {
    const options = await passkeyRegistrationOptions({ ...deps, rp: relyingParty() }, identityOf(req).userId);
    res.set('Cache-Control', 'no-store').json(options);
  });
  router.post('/api/admin/passkeys/registration/verify', signedIn, async (req, res) => {
    const rp = relyingParty();
    const input = parse(passkeyRegistrationVerifySchema, req.body);
    res.status(201).json(await registerPasskey({ ...deps, rp }, identityOf(req), input));
  });
  router.patch('/api/admin/passkeys/:id', signedIn, async (req, res) => {
    const id = idOf(req);
    const { name } = parse(passkeyRenameSchema, req.body);
    res.json(await renameOwnPasskey(deps.db, identityOf(req), id, name));
  });
  router.delete('/api/admin/passkeys/:id', signedIn, async (req, res) => {
    await removeOwnPasskey(deps.db, identityOf(req), idOf(req));
    res.status(204).end();
  });
  return router;
}
