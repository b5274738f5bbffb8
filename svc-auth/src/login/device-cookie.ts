import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { readCookie } from '../http/cookies.ts';

export const DEVICE_COOKIE = 'vetrina_device';

export interface DeviceCookieOptions {
  /** HMAC key (see deviceCookieKey). */
  key: Buffer;
  secure: boolean;
  maxAgeMs: number;
  now: () => number;
}

/** A browser that signed in as this username before: its cookie's random id (the per-device counter's key). */
export interface KnownDevice {
  id: string;
}

const FORMAT = /^([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/**
 * The device cookie's HMAC key: DEVICE_COOKIE_SECRET when set, else derived with HKDF-SHA256 from
 * GATEWAY_TOKEN (svc-auth's only secret), under its own label, so the cookie's key is never the
 * token itself and rotating the token also retires every device cookie.
 */
export function deviceCookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vetrina-svc-auth', 'device-cookie-v1', 32));
}

/**
 * "Device cookies" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): after each
 * successful sign-in the browser gets `<issued>.<random id>.<HMAC(username, issued, id)>`. A valid
 * one proves this browser signed in as that username before, which exempts it from the limits an
 * attacker can trigger for everyone (per username, per address).
 */
export function createDeviceCookies(options: DeviceCookieOptions) {
  const name = options.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: options.secure,
  };
  const mac = (username: string, issued: string, id: string) =>
    createHmac('sha256', options.key).update(`v1|${username.toLowerCase()}|${issued}|${id}`).digest();

  return {
    name,

    /** The valid, unexpired device cookie this request carries for this username, or null. */
    known(req: Request, username: string): KnownDevice | null {
      const match = FORMAT.exec(readCookie(req, name) ?? '');
      if (!match) return null;
      const [, issued, id, signature] = match as unknown as [string, string, string, string];
      const issuedMs = parseInt(issued, 36) * 1000;
      if (!(issuedMs <= options.now() && options.now() - issuedMs < options.maxAgeMs)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(username, issued, id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { id } : null;
    },

    /** A new cookie for this browser and username (a new id each time). */
    issue(res: Response, username: string): void {
      const issued = Math.floor(options.now() / 1000).toString(36);
      const id = randomBytes(16).toString('base64url');
      const value = `${issued}.${id}.${mac(username, issued, id).toString('base64url')}`;
      res.cookie(name, value, { ...cookieOptions, maxAge: options.maxAgeMs });
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
