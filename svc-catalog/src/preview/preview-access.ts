import type { Request, Response } from 'express';
import * as z from 'zod';
import { parse } from '@vetrina/service-kit';
import type { PreviewCheck } from '../products/product-service.ts';
import { PREVIEW_PARAM, type PreviewTokens } from './preview-token.ts';

const previewQuerySchema = z.object({
  [PREVIEW_PARAM]: z.string().max(200, 'Link di anteprima non valido').optional(),
});

/**
 * The preview check of one public read. A request carrying a preview token is answered for that
 * visitor only: never stored by a shared cache and never indexed, whatever the token's validity.
 */
export function previewCheckOf(req: Request, res: Response, tokens: PreviewTokens): PreviewCheck {
  const token = parse(previewQuerySchema, req.query, 'Parametri non validi')[PREVIEW_PARAM];
  if (token === undefined) return () => false;
  res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  return (productId) => tokens.allows(token, productId);
}
