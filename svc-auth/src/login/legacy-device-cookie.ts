import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '@vetrina/service-kit';
import type { KnownDevice } from './known-device.ts';

const LEGACY_FORMAT = /^([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/**
 * A device cookie set before the key ring: `<issued, base 36 s>.<random id>.<HMAC(k, "v1|username|issued|id")>`,
 * k = HKDF-SHA256(secret, "vetrina-svc-auth", "device-cookie-v1"), checked under every key the ring accepts.
 * Each sign-in replaces it with a cookie of the current format. Remove this fallback in the release after
 * the one that brought signed tokens: until then a browser that has not signed in since keeps its exemption
 * (after it, such a browser is only treated as unknown until its next sign-in).
 */
export function knownLegacyDevice(
  keys: KeyRing,
  value: string,
  username: string,
  now: number,
  maxAgeMs: number,
): KnownDevice | null {
  const match = LEGACY_FORMAT.exec(value);
  if (!match) return null;
  const [, issued, id, signature] = match as unknown as [string, string, string, string];
  const issuedMs = parseInt(issued, 36) * 1000;
  if (!(issuedMs <= now && now - issuedMs < maxAgeMs)) return null;
  const given = Buffer.from(signature, 'base64url');
  const signedBy = keys.accepted(now).some((key) => {
    const legacyKey = Buffer.from(
      hkdfSync('sha256', key.legacySecret, 'vetrina-svc-auth', 'device-cookie-v1', 32),
    );
    const expected = createHmac('sha256', legacyKey)
      .update(`v1|${username.toLowerCase()}|${issued}|${id}`)
      .digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return signedBy ? { id } : null;
}
