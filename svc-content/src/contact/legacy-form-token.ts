import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { KeyRing } from '@vetrina/service-kit';
import { FORM_TOKEN_MAX_AGE_MS, formTokenDataSchema, type FormTokenPayload } from './form-token-data.ts';

const legacyPayloadSchema = formTokenDataSchema.extend({ t: z.number().int().nonnegative() }).strict();

/**
 * A form token signed before the key ring: `base64url(JSON {q, t, n}).base64url(HMAC-SHA256(secret,
 * payload))`, checked under every key the ring accepts now, and refused 24 h after its `t` like any form.
 * Remove this fallback in the release after the one that brought signed tokens: a day after that
 * release is deployed no such token can still be accepted.
 */
export function readLegacyFormToken(keys: KeyRing, token: string, now: number): FormTokenPayload | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature);
  const signedBy = keys.accepted(now).some((key) => {
    const expected = Buffer.from(createHmac('sha256', key.legacySecret).update(encoded).digest('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signedBy) return null;
  try {
    const parsed = legacyPayloadSchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    );
    if (!parsed.success || now - parsed.data.t > FORM_TOKEN_MAX_AGE_MS) return null;
    return { questionIndex: parsed.data.q, issuedAt: parsed.data.t, nonce: parsed.data.n };
  } catch {
    return null;
  }
}
