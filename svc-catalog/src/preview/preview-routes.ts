import { Router } from 'express';
import type { PreviewLink } from '@vetrina/contracts';
import { parseId, type Db } from '@vetrina/service-kit';
import { getAdminProduct } from '../products/product-service.ts';
import { PREVIEW_PARAM, type PreviewTokens } from './preview-token.ts';

/** `POST /api/admin/products/:id/preview-link`: a signed 7-day link to the product page (drafts included). */
export function adminPreviewRoutes(db: Db, tokens: PreviewTokens): Router {
  const router = Router();
  router.post('/:id/preview-link', async (req, res) => {
    const product = await getAdminProduct(db, parseId(req.params.id));
    const { token, expiresAt } = tokens.sign(product.id);
    const link: PreviewLink = {
      url: `/prodotti/${encodeURIComponent(product.slug)}?${PREVIEW_PARAM}=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
    res.json(link);
  });
  return router;
}
