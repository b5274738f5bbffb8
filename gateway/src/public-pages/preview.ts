import type { Request, Response } from 'express';

/** Query parameter of a draft's preview link (`/prodotti/{slug}?anteprima={token}`, svc-catalog signs it). */
export const PREVIEW_PARAM = 'anteprima';
const MAX_TOKEN_LENGTH = 200;

/** The preview token a page request carries, if any (svc-catalog checks it). */
export function previewTokenOf(req: Request): string | undefined {
  const token = req.query[PREVIEW_PARAM];
  return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** Any request naming a preview token, valid or not, is treated as a preview. */
export const isPreviewRequest = (req: Request): boolean => req.query[PREVIEW_PARAM] !== undefined;

/** A preview page is for its link's holder only: never stored by any cache, never indexed. */
export function markPreview(res: Response): void {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}
