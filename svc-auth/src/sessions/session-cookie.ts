import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from '@vetrina/contracts';

/** The session id from the Cookie header (no cookie-parser needed for one cookie). */
export function readSessionId(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

const baseOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure,
});

export function setSessionCookie(res: Response, id: string, secure: boolean, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, id, { ...baseOptions(secure), maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, baseOptions(secure));
}
