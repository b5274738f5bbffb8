import { Router } from 'express';
import type { OrderDeps } from '../orders/order-service.ts';
import { readCustomerOrder } from './customer-order.ts';

/**
 * `GET /api/internal/order-page/:token`: the customer's order for the storefront's renderer (internal
 * network only: the gateway answers 404 to any /api/internal path). Personal data: never stored by any cache, never indexed.
 */
export function customerOrderRoutes(deps: OrderDeps): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
    res.json(await readCustomerOrder(deps, req.params.token));
  });
  return router;
}
