import { Router, type Request } from 'express';
import {
  PUSH_MESSAGES,
  pushEndpointInputSchema,
  pushSubscriptionInputSchema,
  type PushPublicKey,
} from '@vetrina/contracts';
import {
  identityOf,
  notFound,
  parse,
  requireAdmin,
  requireIdentity,
  serviceUnavailable,
  unauthorized,
  type Db,
} from '@vetrina/service-kit';
import * as repo from './push-repository.ts';

export interface PushRouteDeps {
  db: Db;
  gatewayToken: string;
  /** Absent when no VAPID keys are configured: every route then answers 503. */
  push?: { publicKey: string; sendTest(subscriptionId: number): Promise<void> };
}

const FOREIGN_KEY_VIOLATION = '23503';

const endpointOf = (source: unknown) =>
  parse(pushEndpointInputSchema, source, PUSH_MESSAGES.invalidSubscription).endpoint;

/** This device's Web Push subscription for the signed-in administrator (docs/decisions/web-push.md). */
export function pushRoutes(deps: PushRouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const userIdOf = (req: Request) => identityOf(req).userId;
  router.use('/api/admin/push', requireIdentity(deps.gatewayToken), requireAdmin);
  router.use('/api/admin/push', (_req, _res, next) => {
    if (!deps.push) throw serviceUnavailable(PUSH_MESSAGES.notConfigured);
    next();
  });

  router.get('/api/admin/push/key', (_req, res) => {
    const body: PushPublicKey = { publicKey: deps.push!.publicKey };
    res.json(body);
  });

  router.put('/api/admin/push/subscription', async (req, res) => {
    const input = parse(pushSubscriptionInputSchema, req.body, PUSH_MESSAGES.invalidSubscription);
    const row = await repo.upsertSubscription(db, userIdOf(req), input).catch((error: unknown) => {
      // The session's user was deleted a moment ago (the gateway checked it just before).
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw unauthorized();
      throw error;
    });
    res.json(repo.toPushDevice(row));
  });

  router.delete('/api/admin/push/subscription', async (req, res) => {
    await repo.deleteUserSubscription(db, userIdOf(req), endpointOf(req.query));
    res.status(204).end();
  });

  router.post('/api/admin/push/test', async (req, res) => {
    const row = await repo.findUserSubscription(db, userIdOf(req), endpointOf(req.body));
    if (!row) throw notFound(PUSH_MESSAGES.notFound);
    await deps.push!.sendTest(row.id).catch(() => {
      throw serviceUnavailable();
    });
    res.status(202).json({ queued: true });
  });
  return router;
}
