import { Router } from 'express';
import * as z from 'zod';
import { featuredPatchSchema, productInputSchema } from '@vetrina/contracts';
import { identityOf, parse, parseId, type Db } from '@vetrina/service-kit';
import type { ReadMaker } from '../safety/maker-client.ts';
import * as products from './product-service.ts';
import { searchTextSchema } from './search-text.ts';

const adminListQuerySchema = z.object({ q: searchTextSchema });

/** Admin product management under `/api/admin/products` (identity checked by the caller). */
export function adminProductRoutes(db: Db, readMaker: ReadMaker): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { q } = parse(adminListQuerySchema, req.query, 'Parametri di ricerca non validi');
    res.json(await products.listAdminProducts(db, q ? { q } : {}));
  });

  router.get('/:id', async (req, res) => {
    res.json(await products.getAdminProduct(db, parseId(req.params.id)));
  });

  router.post('/', async (req, res) => {
    const input = parse(productInputSchema, req.body);
    res.status(201).json(await products.createProduct(db, input, identityOf(req), readMaker));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(productInputSchema, req.body);
    res.json(await products.updateProduct(db, id, input, identityOf(req), readMaker));
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const { featured } = parse(featuredPatchSchema, req.body);
    res.json(await products.setFeatured(db, id, featured, identityOf(req)));
  });

  router.delete('/:id', async (req, res) => {
    await products.deleteProduct(db, parseId(req.params.id), identityOf(req));
    res.status(204).end();
  });

  return router;
}
