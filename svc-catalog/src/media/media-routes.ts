import { Router } from 'express';
import { mediaInputSchema, mediaOrderSchema } from '@vetrina/contracts';
import { badRequest, identityOf, notFound, parse, parseId, type Db } from '@vetrina/service-kit';
import { publicCache } from '../http/cache.ts';
import { parseIdOrSlug, type IdOrSlug } from '../http/params.ts';
import { previewCheckOf } from '../preview/preview-access.ts';
import type { PreviewTokens } from '../preview/preview-token.ts';
import { findProduct } from '../products/product-repository.ts';
import { findPublicProductRow, PRODUCT_NOT_FOUND } from '../products/product-service.ts';
import * as changes from './media-changes.ts';
import * as repo from './media-repository.ts';
const ORDER_MISMATCH = "L'ordine deve elencare una volta ogni immagine e video del prodotto";

async function productIdOf(db: Db, key: IdOrSlug): Promise<number> {
  const product = await findProduct(db, key);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product.id;
}

/** `GET /api/products/:idOrSlug/images`: the gallery's extra items (none for a draft, unless previewed). */
export function publicMediaRoutes(db: Db, previews: PreviewTokens): Router {
  const router = Router();
  router.get('/:idOrSlug/images', publicCache, async (req, res) => {
    const key = parseIdOrSlug(req.params.idOrSlug);
    const product = await findPublicProductRow(db, key, previewCheckOf(req, res, previews));
    res.json(await repo.listMedia(db, product.id));
  });
  return router;
}

/** Admin media under `/api/admin/products`; mounted before the product routes so `images/:id` wins. */
export function adminMediaRoutes(db: Db): Router {
  const router = Router();

  router.get('/:id/images', async (req, res) => {
    res.json(await repo.listMedia(db, await productIdOf(db, { id: parseId(req.params.id) })));
  });

  router.post('/:id/images', async (req, res) => {
    const productId = parseId(req.params.id);
    const values = changes.toMediaValues(parse(mediaInputSchema, req.body));
    res.status(201).json(await changes.addMedia(db, productId, values, identityOf(req)));
  });

  router.put('/:id/images/order', async (req, res) => {
    const productId = parseId(req.params.id);
    const { ids } = parse(mediaOrderSchema, req.body, 'Ordine non valido');
    if (!(await changes.reorderMedia(db, productId, ids, identityOf(req))))
      throw badRequest('Ordine non valido', [{ path: ['ids'], message: ORDER_MISMATCH }]);
    res.json(await repo.listMedia(db, productId));
  });

  router.put('/images/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const values = changes.toMediaValues(parse(mediaInputSchema, req.body));
    res.json(await changes.updateMedia(db, id, values, identityOf(req)));
  });

  router.delete('/images/:id', async (req, res) => {
    await changes.removeMedia(db, parseId(req.params.id), identityOf(req));
    res.status(204).end();
  });

  return router;
}
