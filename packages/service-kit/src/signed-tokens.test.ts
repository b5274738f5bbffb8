import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createKeyRing } from './signed-tokens-keys.ts';
import { CLOCK_SKEW_MS, createSignedTokens } from './signed-tokens.ts';

const OLD_SECRET = 'old-secret-of-the-signed-token-tests-0123456789';
const NEW_SECRET = 'new-secret-of-the-signed-token-tests-0123456789';
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 4, 4, 10);
const productSchema = z.object({ productId: z.number().int().positive() });

const tokensOf = (
  keys = createKeyRing({ current: NEW_SECRET }),
  purpose = 'test/preview-link',
  lifetimeMs = 24 * HOUR,
) => createSignedTokens({ purpose, keys, lifetimeMs, data: productSchema });

const flipChar = (text: string, index: number) =>
  text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

describe('signed tokens', () => {
  it('gives back the signed data, the issue time and the key that signed it', () => {
    const tokens = tokensOf();
    const issued = tokens.sign({ productId: 12 }, { now: T0 });
    expect(issued.expiresAt).toBe(T0 + 24 * HOUR);
    expect(tokens.verify(issued.token, { now: T0 + HOUR })).toEqual({
      ok: true,
      data: { productId: 12 },
      issuedAt: T0,
      keyId: createKeyRing({ current: NEW_SECRET }).current.id,
    });
  });

  it('refuses a token whose body or signature was changed', () => {
    const tokens = tokensOf();
    const { token } = tokens.sign({ productId: 12 }, { now: T0 });
    const [keyId, body, signature] = token.split('.') as [string, string, string];
    const otherBody = tokens.sign({ productId: 13 }, { now: T0 }).token.split('.')[1];
    for (const forged of [
      `${keyId}.${otherBody}.${signature}`,
      `${keyId}.${flipChar(body, 3)}.${signature}`,
      `${keyId}.${body}.${flipChar(signature, 42)}`,
      `${keyId}.${body}.${flipChar(signature, 0)}`,
    ])
      expect(tokens.verify(forged, { now: T0 })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('never accepts a token of one purpose for another, even under the same secret', () => {
    const keys = createKeyRing({ current: NEW_SECRET });
    const preview = tokensOf(keys, 'test/preview-link').sign({ productId: 12 }, { now: T0 }).token;
    expect(tokensOf(keys, 'test/contact-form').verify(preview, { now: T0 })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('checks the context it was bound to without carrying it', () => {
    const tokens = tokensOf();
    const { token } = tokens.sign({ productId: 12 }, { now: T0, context: 'anna' });
    expect(token).not.toContain('anna');
    expect(tokens.verify(token, { now: T0, context: 'anna' }).ok).toBe(true);
    expect(tokens.verify(token, { now: T0, context: 'bruno' })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(tokens.verify(token, { now: T0 }).ok).toBe(false);
  });

  it('refuses a token from its lifetime on, and one issued in the future beyond the clock skew', () => {
    const tokens = tokensOf();
    const { token } = tokens.sign({ productId: 12 }, { now: T0 });
    expect(tokens.verify(token, { now: T0 + 24 * HOUR - 1 }).ok).toBe(true);
    expect(tokens.verify(token, { now: T0 + 24 * HOUR })).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(token, { now: T0 - CLOCK_SKEW_MS }).ok).toBe(true);
    expect(tokens.verify(token, { now: T0 - CLOCK_SKEW_MS - 1 })).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    });
  });

  it('accepts a replaced key within its window only, and signs with the current one', () => {
    const oldToken = tokensOf(createKeyRing({ current: OLD_SECRET })).sign({ productId: 7 }, { now: T0 });
    const rotatedAt = T0 + HOUR;
    const rotated = tokensOf(
      createKeyRing({
        current: NEW_SECRET,
        previous: [OLD_SECRET],
        previousAcceptedUntil: rotatedAt + 24 * HOUR,
      }),
    );
    expect(rotated.verify(oldToken.token, { now: rotatedAt + 2 * HOUR })).toMatchObject({
      ok: true,
      data: { productId: 7 },
    });
    // A token the old key signs after the window (the key leaked, say) is refused as an unknown key.
    const late = tokensOf(createKeyRing({ current: OLD_SECRET })).sign(
      { productId: 7 },
      { now: rotatedAt + 24 * HOUR + 1 },
    );
    expect(rotated.verify(late.token, { now: rotatedAt + 24 * HOUR + 1 })).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
    const fresh = rotated.sign({ productId: 7 }, { now: rotatedAt });
    expect(fresh.token.split('.')[0]).toBe(createKeyRing({ current: NEW_SECRET }).current.id);
    expect(tokensOf(createKeyRing({ current: OLD_SECRET })).verify(fresh.token, { now: rotatedAt })).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
  });

  it('refuses a key id it does not hold, even with a signature that would verify under its own key', () => {
    const tokens = tokensOf();
    const { token } = tokens.sign({ productId: 12 }, { now: T0 });
    const strangerId = createKeyRing({ current: OLD_SECRET }).current.id;
    expect(tokens.verify(`${strangerId}${token.slice(8)}`, { now: T0 })).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
  });

  it('refuses malformed input and data that no longer fits the shape', () => {
    const tokens = tokensOf();
    const keyId = createKeyRing({ current: NEW_SECRET }).current.id;
    for (const input of [undefined, 42, '', 'a.b.c', `${keyId}.${'y'.repeat(2000)}.${'z'.repeat(43)}`])
      expect(tokens.verify(input, { now: T0 })).toEqual({ ok: false, reason: 'malformed' });
    // Up to 2048 characters the token is read (and here refused for its signature).
    expect(tokens.verify(`${keyId}.${'y'.repeat(1995)}.${'z'.repeat(43)}`, { now: T0 })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const loose = createSignedTokens({
      purpose: 'test/preview-link',
      keys: createKeyRing({ current: NEW_SECRET }),
      lifetimeMs: 24 * HOUR,
      data: z.object({ productId: z.number() }),
    });
    // Signed by the right key but not a token body at all (only a bug or a leaked key could produce it).
    const key = createKeyRing({ current: NEW_SECRET }).current;
    const notJson = Buffer.from('not json').toString('base64url');
    const signature = key
      .hmac('test/preview-link')
      .update(JSON.stringify(['test/preview-link', '', `${key.id}.${notJson}`]))
      .digest('base64url');
    expect(tokens.verify(`${key.id}.${notJson}.${signature}`, { now: T0 })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const negative = loose.sign({ productId: -1 }, { now: T0 }).token;
    expect(tokens.verify(negative, { now: T0 })).toEqual({ ok: false, reason: 'malformed' });
    expect(() => tokens.sign({ productId: -1 })).toThrow();
  });
});
