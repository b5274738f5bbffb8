import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Query parameter of a preview link (`/prodotti/{slug}?anteprima={token}`). */
export const PREVIEW_PARAM = 'anteprima';

/** Signs and checks preview tokens `{productId}.{expiresAtSeconds}.{hmac}`; stateless, so links need no table. */
export interface PreviewTokens {
  sign(productId: number, now?: number): { token: string; expiresAt: Date };
  /** True only for an unexpired, untampered token naming exactly this product. */
  allows(token: unknown, productId: number, now?: number): boolean;
}

const TOKEN_SHAPE = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createPreviewTokens(secret: string): PreviewTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(`vetrina-preview:${payload}`).digest();
  return {
    sign(productId, now = Date.now()) {
      const expiresAt = new Date(now + PREVIEW_TTL_MS);
      const payload = `${productId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt };
    },
    allows(token, productId, now = Date.now()) {
      if (typeof token !== 'string') return false;
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return false;
      const [, id, expires, signature] = match;
      // Compared as text: decoding base64url would ignore the last character's spare bits.
      const expected = Buffer.from(mac(`${id}.${expires}`).toString('base64url'));
      const given = Buffer.from(signature!);
      // Compare the signature first, in constant time, before trusting anything it covers.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(id) === productId && Number(expires) * 1000 > now;
    },
  };
}
