import type { CookieOptions, Request, Response } from 'express';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@vetrina/contracts';
import { readCookie } from '../http/cookies.ts';

/**
 * Over HTTPS the cookie is `Secure` and named `__Host-vetrina_session`: browsers accept that name
 * only from a secure origin, with Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-HTTP response can plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export interface SessionCookie {
  name: string;
  /** The session id from the request's cookie, when well formed. */
  read(req: Request): string | undefined;
  set(res: Response, id: string, maxAgeMs: number): void;
  clear(res: Response): void;
}

export function createSessionCookie(secure: boolean): SessionCookie {
  const name = sessionCookieName(secure);
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure };
  return {
    name,
    read(req) {
      const value = readCookie(req, name);
      return value && /^[\w-]{20,100}$/.test(value) ? value : undefined;
    },
    set(res, id, maxAgeMs) {
      res.cookie(name, id, { ...options, maxAge: maxAgeMs });
    },
    clear(res) {
      res.clearCookie(name, options);
    },
  };
}
