import { Router } from 'express';
import {
  orderExportQuerySchema,
  orderInputSchema,
  orderListQuerySchema,
  orderQuoteSchema,
  orderStatusChangeSchema,
} from '@vetrina/contracts';
import { identityOf, parse, parseId, requireAdmin } from '@vetrina/service-kit';
import * as orders from './order-service.ts';
import { italianDateOf } from './working-days.ts';

const actorOf = (req: Parameters<typeof identityOf>[0]) => ({ username: identityOf(req).username || null });

/** Orders under `/api/admin/orders` (identity checked by the caller; admins only). */
export function adminOrderRoutes(deps: orders.OrderDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    res.json(await orders.listOrders(deps, parse(orderListQuerySchema, req.query, 'Parametro non valido')));
  });

  router.get('/counts', async (_req, res) => {
    res.json(await orders.countOrders(deps));
  });

  router.get('/export.csv', async (req, res) => {
    // Without a period: this month so far (Italy's dates).
    const today = italianDateOf(deps.now());
    const { from, to } = parse(
      orderExportQuerySchema,
      { from: req.query.from ?? `${today.slice(0, 8)}01`, to: req.query.to ?? today },
      'Parametro non valido',
    );
    res
      .type('text/csv; charset=utf-8')
      .attachment(`ordini-${from}-${to}.csv`)
      .send(await orders.exportOrders(deps, from, to));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await orders.createOrder(deps, parse(orderInputSchema, req.body), actorOf(req)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await orders.getOrder(deps, parseId(req.params.id)));
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await orders.updateOrder(deps, id, parse(orderInputSchema, req.body), actorOf(req)));
  });

  router.post('/:id/status', async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await orders.changeStatus(deps, id, parse(orderStatusChangeSchema, req.body), actorOf(req)));
  });

  router.post('/:id/quote', async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await orders.sendQuote(deps, id, parse(orderQuoteSchema, req.body ?? {}), actorOf(req)));
  });

  router.post('/:id/link', async (req, res) => {
    res.json(await orders.renewCustomerLink(deps, parseId(req.params.id), actorOf(req)));
  });

  router.delete('/:id', async (req, res) => {
    await orders.deleteOrder(deps, parseId(req.params.id), actorOf(req));
    res.status(204).end();
  });

  return router;
}
