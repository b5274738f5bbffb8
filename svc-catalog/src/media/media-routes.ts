import { Router } from 'express';
import { mediaInputSchema, mediaOrderSchema, type MediaInput } from '@vetrina/contracts';
import { badRequest, notFound, parse, parseId, type Db } from '@vetrina/service-kit';
import { publicCache } from '../http/cache.ts';
import { parseIdOrSlug, type IdOrSlug } from '../http/params.ts';
import { previewCheckOf } from '../preview/preview-access.ts';
import type { PreviewTokens } from '../preview/preview-token.ts';
import { findProduct } from '../products/product-repository.ts';
import { findPublicProductRow, PRODUCT_NOT_FOUND } from '../products/product-service.ts';
import * as repo from './media-repository.ts';

const MEDIA_NOT_FOUND = 'Immagine non trovata';
const ORDER_MISMATCH = "L'ordine deve elencare una volta ogni immagine e video del prodotto";

async function productIdOf(db: Db, key: IdOrSlug): Promise<number> {
  const product = await findProduct(db, key);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product.id;
}

const toValues = (input: MediaInput): repo.MediaValues => ({
  image_url: input.imageUrl,
  display_order: input.displayOrder ?? null,
  is_video: input.isVideo,
  video_url: input.isVideo ? (input.videoUrl ?? null) : null,
  alt_text: input.altText,
});

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
    const productId = await productIdOf(db, { id: parseId(req.params.id) });
    const input = parse(mediaInputSchema, req.body);
    res.status(201).json(await repo.insertMedia(db, productId, toValues(input)));
  });

  router.put('/:id/images/order', async (req, res) => {
    const productId = await productIdOf(db, { id: parseId(req.params.id) });
    const { ids } = parse(mediaOrderSchema, req.body, 'Ordine non valido');
    if (!(await repo.reorderMedia(db, productId, ids)))
      throw badRequest('Ordine non valido', [{ path: ['ids'], message: ORDER_MISMATCH }]);
    res.json(await repo.listMedia(db, productId));
  });

  router.put('/images/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const updated = await repo.updateMedia(db, id, toValues(parse(mediaInputSchema, req.body)));
    if (!updated) throw notFound(MEDIA_NOT_FOUND);
    res.json(updated);
  });

  router.delete('/images/:id', async (req, res) => {
    if (!(await repo.deleteMedia(db, parseId(req.params.id)))) throw notFound(MEDIA_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
