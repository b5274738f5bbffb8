import { Router } from 'express';
import * as z from 'zod';
import { categoryInputSchema, idParamSchema } from '@vetrina/contracts';
import { identityOf, parse, parseId, type Db } from '@vetrina/service-kit';
import { publicCache } from '../http/cache.ts';
import { parseIdOrSlug } from '../http/params.ts';
import * as categories from './category-service.ts';

const relatedQuerySchema = z.object({ exclude: z.union([z.literal(''), idParamSchema]).optional() });

/** Public category reads under `/api/categories`. */
export function publicCategoryRoutes(db: Db): Router {
  const router = Router();
  router.use(publicCache);

  router.get('/', async (_req, res) => {
    res.json(await categories.listCategories(db));
  });

  router.get('/:idOrSlug', async (req, res) => {
    res.json(await categories.getCategoryDetail(db, parseIdOrSlug(req.params.idOrSlug)));
  });

  router.get('/:idOrSlug/products', async (req, res) => {
    const key = parseIdOrSlug(req.params.idOrSlug);
    const { exclude } = parse(relatedQuerySchema, req.query, 'Parametri non validi');
    res.json(await categories.getRelatedProducts(db, key, exclude || undefined));
  });

  return router;
}

/** Admin category management under `/api/admin/categories`. */
export function adminCategoryRoutes(db: Db): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await categories.listCategories(db));
  });

  router.get('/:id', async (req, res) => {
    res.json(await categories.getCategory(db, { id: parseId(req.params.id) }));
  });

  router.post('/', async (req, res) => {
    res
      .status(201)
      .json(await categories.createCategory(db, parse(categoryInputSchema, req.body), identityOf(req)));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await categories.updateCategory(db, id, parse(categoryInputSchema, req.body), identityOf(req)));
  });

  router.delete('/:id', async (req, res) => {
    await categories.deleteCategory(db, parseId(req.params.id), identityOf(req));
    res.status(204).end();
  });

  return router;
}
