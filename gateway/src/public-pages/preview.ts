import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';

/** Query parameter of a draft's preview link (`/prodotti/{slug}?anteprima={token}`, svc-catalog signs it). */
export const PREVIEW_PARAM = 'anteprima';

/**
 * Any request naming a preview token, valid or not, is treated as a preview. Read from the URL itself:
 * the gateway's caches ask before Express has parsed a query (routing/edge-chain.ts).
 */
export function isPreviewRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  return queryStart !== -1 && new URLSearchParams(url.slice(queryStart + 1)).has(PREVIEW_PARAM);
}

/** A preview page is for its link's holder only: never stored by any cache, never indexed. */
export function markPreview(res: Response): void {
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}
