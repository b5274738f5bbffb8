import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '@vetrina/service-kit';

const LEGACY_SHAPE = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * A preview link signed before the key ring: `{productId}.{expiresAtSeconds}.{HMAC-SHA256(secret,
 * "vetrina-preview:{productId}.{expiresAtSeconds}")}`, checked under every key the ring accepts now.
 * Remove this fallback in the release after the one that brought signed tokens: such a link carries
 * its own 7-day expiry, so none is still valid a week after that release is deployed.
 */
export function allowsLegacyPreviewToken(
  keys: KeyRing,
  token: unknown,
  productId: number,
  now: number,
): boolean {
  if (typeof token !== 'string') return false;
  const match = LEGACY_SHAPE.exec(token);
  if (!match) return false;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  const given = Buffer.from(signature);
  const signedBy = keys.accepted(now).some((key) => {
    // Compared as text: decoding base64url would ignore the last character's spare bits.
    const expected = Buffer.from(
      createHmac('sha256', key.legacySecret).update(`vetrina-preview:${id}.${expires}`).digest('base64url'),
    );
    return timingSafeEqual(given, expected);
  });
  return signedBy && Number(id) === productId && Number(expires) * 1000 > now;
}
