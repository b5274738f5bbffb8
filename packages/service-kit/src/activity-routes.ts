import { Router } from 'express';
import { activityQuerySchema, type ActivitySource } from '@vetrina/contracts';
import { listActivityPage, type ActivityTableOptions } from './activity-log.ts';
import type { Db } from './db.ts';
import { requireAdmin, requireIdentity } from './identity.ts';
import { noStore } from './no-store.ts';
import { parse } from './validation.ts';

export interface ActivityRoutesOptions extends ActivityTableOptions {
  db: Db;
  source: ActivitySource;
  gatewayToken: string;
}

/**
 * `GET /internal/activity?limit&before&kind&user`: one page of this service's log for the gateway's
 * merged `/api/admin/activity`. Only with the gateway's token and an administrator's identity.
 */
export function activityRoutes(options: ActivityRoutesOptions): Router {
  const router = Router();
  router.get(
    '/internal/activity',
    requireIdentity(options.gatewayToken),
    requireAdmin,
    noStore,
    async (req, res) => {
      const query = parse(activityQuerySchema, req.query, 'Parametri non validi');
      res.json(await listActivityPage(options.db, options.source, query, options));
    },
  );
  return router;
}
