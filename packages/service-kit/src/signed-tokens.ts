import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { KEY_ID_LENGTH, type KeyRing, type SigningKey } from './signed-tokens-keys.ts';

/**
 * Stateless signed tokens: `<key id>.<base64url JSON {i: issued at ms, d: data}>.<HMAC-SHA256>`.
 * The MAC covers the purpose, an optional context that is checked but never written into the token
 * (e.g. the username a cookie vouches for), the key id and the body. It is made with the purpose's
 * own sub-key of the key the id names, so verification never tries keys blindly.
 */
export interface SignedTokenOptions<T> {
  /** Names what the token is for, e.g. `svc-catalog/preview-link`; a token never verifies for another. */
  purpose: string;
  keys: KeyRing;
  /** A token is refused once this much time has passed since it was issued. */
  lifetimeMs: number;
  /** The shape of the data, checked again on every verification. */
  data: z.ZodType<T>;
}

export interface SignOptions {
  now?: number;
  /** Bound into the signature, not carried: verification must be given the same context. */
  context?: string;
}

export interface IssuedToken {
  token: string;
  issuedAt: number;
  expiresAt: number;
}

export type TokenRefusal = 'malformed' | 'unknown-key' | 'bad-signature' | 'expired' | 'not-yet-valid';

export type TokenCheck<T> =
  { ok: true; data: T; issuedAt: number; keyId: string } | { ok: false; reason: TokenRefusal };

export interface SignedTokens<T> {
  sign(data: T, options?: SignOptions): IssuedToken;
  verify(token: unknown, options?: SignOptions): TokenCheck<T>;
}

/** Tolerated difference between the clocks of the replica that signs and the one that verifies. */
export const CLOCK_SKEW_MS = 60_000;
const MAX_TOKEN_LENGTH = 2048;
const MAC_LENGTH = 43;
const SHAPE = new RegExp(`^([\\w-]{${KEY_ID_LENGTH}})\\.([\\w-]+)\\.([\\w-]{${MAC_LENGTH}})$`);

const bodySchema = z.object({ i: z.number().int().nonnegative(), d: z.unknown() }).strict();

function decodeBody(body: string): unknown {
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createSignedTokens<T>(options: SignedTokenOptions<T>): SignedTokens<T> {
  const { purpose, keys, lifetimeMs } = options;
  const mac = (key: SigningKey, context: string, keyId: string, body: string) =>
    key
      .hmac(purpose)
      .update(JSON.stringify([purpose, context, `${keyId}.${body}`]))
      .digest('base64url');
  const refused = (reason: TokenRefusal): TokenCheck<T> => ({ ok: false, reason });

  return {
    sign(data, { now = Date.now(), context = '' } = {}) {
      const key = keys.current;
      const body = Buffer.from(JSON.stringify({ i: now, d: options.data.parse(data) })).toString('base64url');
      return {
        token: `${key.id}.${body}.${mac(key, context, key.id, body)}`,
        issuedAt: now,
        expiresAt: now + lifetimeMs,
      };
    },

    verify(token, { now = Date.now(), context = '' } = {}) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return refused('malformed');
      const match = SHAPE.exec(token);
      if (!match) return refused('malformed');
      const [, keyId, body, signature] = match as unknown as [string, string, string, string];
      const key = keys.find(keyId, now);
      if (!key) return refused('unknown-key');
      // Compared as text: decoding base64url would ignore the last character's spare bits.
      const expected = Buffer.from(mac(key, context, keyId, body));
      if (!timingSafeEqual(Buffer.from(signature), expected)) return refused('bad-signature');
      const parsed = bodySchema.safeParse(decodeBody(body));
      if (!parsed.success) return refused('malformed');
      const data = options.data.safeParse(parsed.data.d);
      if (!data.success) return refused('malformed');
      const issuedAt = parsed.data.i;
      if (issuedAt > now + CLOCK_SKEW_MS) return refused('not-yet-valid');
      if (now - issuedAt >= lifetimeMs) return refused('expired');
      return { ok: true, data: data.data, issuedAt, keyId };
    },
  };
}
