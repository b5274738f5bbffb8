import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import * as z from 'zod';
import { createSignedTokens, type KeyRing } from '@vetrina/service-kit';
import { readCookie } from '../http/cookies.ts';
import type { KnownDevice } from './known-device.ts';
import { knownLegacyDevice } from './legacy-device-cookie.ts';

export const DEVICE_COOKIE = 'vetrina_device';

export interface DeviceCookieOptions {
  /** DEVICE_COOKIE_SECRET's key ring (or GATEWAY_TOKEN's, when no secret of its own is set). */
  keys: KeyRing;
  secure: boolean;
  maxAgeMs: number;
  now: () => number;
}

const deviceSchema = z.object({ id: z.string().regex(/^[\w-]{22}$/) }).strict();

/**
 * "Device cookies" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): after each
 * successful sign-in the browser gets a signed token of its own purpose holding a random id and bound
 * to the username (which it does not carry). A valid one proves this browser signed in as that username
 * before, which exempts it from the limits an attacker can trigger for everyone (per username, per address).
 */
export function createDeviceCookies(options: DeviceCookieOptions) {
  const name = options.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: options.secure,
  };
  const tokens = createSignedTokens({
    purpose: 'svc-auth/device-cookie',
    keys: options.keys,
    lifetimeMs: options.maxAgeMs,
    data: deviceSchema,
  });

  return {
    name,

    /** The valid, unexpired device cookie this request carries for this username, or null. */
    known(req: Request, username: string): KnownDevice | null {
      const value = readCookie(req, name) ?? '';
      const now = options.now();
      const check = tokens.verify(value, { now, context: username.toLowerCase() });
      if (check.ok) return { id: check.data.id };
      return check.reason === 'malformed'
        ? knownLegacyDevice(options.keys, value, username, now, options.maxAgeMs)
        : null;
    },

    /** A new cookie for this browser and username (a new id each time, always in the current format). */
    issue(res: Response, username: string): void {
      const id = randomBytes(16).toString('base64url');
      const { token } = tokens.sign({ id }, { now: options.now(), context: username.toLowerCase() });
      res.cookie(name, token, { ...cookieOptions, maxAge: options.maxAgeMs });
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
