import { Router } from 'express';
import * as z from 'zod';
import { idOrSlugSchema } from '@vetrina/contracts';
import { parse, type Db } from '@vetrina/service-kit';
import { publicCache } from '../http/cache.ts';
import { parseIdOrSlug } from '../http/params.ts';
import { previewCheckOf } from '../preview/preview-access.ts';
import type { PreviewTokens } from '../preview/preview-token.ts';
import * as products from './product-service.ts';
import { searchTextSchema } from './search-text.ts';

const listQuerySchema = z.object({
  q: searchTextSchema,
  category: z.union([z.literal(''), idOrSlugSchema]).optional(),
});

/** Public product reads: `/api/products`, `/api/products/featured`, `/api/products/:idOrSlug`. */
export function publicProductRoutes(db: Db, previews: PreviewTokens): Router {
  const router = Router();
  router.use(publicCache);

  router.get('/', async (req, res) => {
    const query = parse(listQuerySchema, req.query, 'Parametri di ricerca non validi');
    const category = query.category && query.category !== 'all' ? query.category : undefined;
    res.json(
      await products.listPublicProducts(db, {
        ...(query.q ? { q: query.q } : {}),
        ...(category ? { category } : {}),
      }),
    );
  });

  router.get('/featured', async (_req, res) => {
    res.json(await products.listFeaturedProducts(db));
  });

  router.get('/:idOrSlug', async (req, res) => {
    const key = parseIdOrSlug(req.params.idOrSlug);
    res.json(await products.getPublicProduct(db, key, previewCheckOf(req, res, previews)));
  });

  return router;
}
