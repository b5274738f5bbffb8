import type { Request, Response } from 'express';

/** Query parameter of a draft's preview link (`/prodotti/{slug}?anteprima={token}`, svc-catalog signs it). */
export const PREVIEW_PARAM = 'anteprima';

/** Any request naming a preview token, valid or not, is treated as a preview. */
export const isPreviewRequest = (req: Request): boolean => req.query[PREVIEW_PARAM] !== undefined;

/** A preview page is for its link's holder only: never stored by any cache, never indexed. */
export function markPreview(res: Response): void {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}
