import * as z from 'zod';
import { createSignedTokens, type KeyRing } from '@vetrina/service-kit';
import { allowsLegacyPreviewToken } from './legacy-preview-token.ts';

export const PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Query parameter of a preview link (`/prodotti/{slug}?anteprima={token}`). */
export const PREVIEW_PARAM = 'anteprima';

/** Signs and checks preview tokens naming one product; stateless, so links need no table. */
export interface PreviewTokens {
  sign(productId: number, now?: number): { token: string; expiresAt: Date };
  /** True only for an unexpired, untampered token naming exactly this product. */
  allows(token: unknown, productId: number, now?: number): boolean;
}

const previewSchema = z.object({ p: z.number().int().positive() }).strict();

/** Preview links are signed tokens of their own purpose (PREVIEW_TOKEN_SECRET's key ring), valid 7 days. */
export function createPreviewTokens(keys: KeyRing): PreviewTokens {
  const tokens = createSignedTokens({
    purpose: 'svc-catalog/preview-link',
    keys,
    lifetimeMs: PREVIEW_TTL_MS,
    data: previewSchema,
  });
  return {
    sign(productId, now = Date.now()) {
      const issued = tokens.sign({ p: productId }, { now });
      return { token: issued.token, expiresAt: new Date(issued.expiresAt) };
    },
    allows(token, productId, now = Date.now()) {
      const check = tokens.verify(token, { now });
      if (check.ok) return check.data.p === productId;
      return check.reason === 'malformed' && allowsLegacyPreviewToken(keys, token, productId, now);
    },
  };
}
