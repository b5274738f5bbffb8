import type { Request, Response } from 'express';
import type { AdminUser } from '@vetrina/contracts';
import { clientAddress } from '../http/client-address.ts';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { DeviceCookies } from './device-cookie.ts';

interface SignInHttpDeps {
  sessionCookie: SessionCookie;
  devices: DeviceCookies;
  gatewayToken: string;
  absoluteMs: number;
}

/** What every sign-in (password or passkey) learns from the request: who asks, from where, over which session. */
export function signInAttempt(req: Request, deps: SignInHttpDeps) {
  return {
    ip: clientAddress(req, deps.gatewayToken),
    req,
    previousSessionId: deps.sessionCookie.read(req),
  };
}

/** A successful sign-in's answer: the session cookie, the known-device cookie, and the user, never cached. */
export function answerSignedIn(
  res: Response,
  deps: SignInHttpDeps,
  { user, sessionId }: { user: AdminUser; sessionId: string },
) {
  deps.sessionCookie.set(res, sessionId, deps.absoluteMs);
  deps.devices.issue(res, user.username);
  res.set('Cache-Control', 'no-store').json(user);
}
