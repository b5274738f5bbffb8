import { Router, type Request } from 'express';
import { idParamSchema, userInputSchema } from '@vetrina/contracts';
import { identityOf, parse, requireAdmin, requireIdentity } from '@vetrina/service-kit';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import * as users from './user-service.ts';

const idOf = (req: Request) => parse(idParamSchema, req.params.id, 'Identificativo non valido');

/** User management: administrators only (the gateway checked the session and set the identity). */
export function userRoutes(
  deps: users.UserDeps & { gatewayToken: string; sessionCookie: SessionCookie },
): Router {
  const router = Router();
  const callerOf = (req: Request): users.Caller => ({
    userId: identityOf(req).userId,
    username: identityOf(req).username,
    sessionId: deps.sessionCookie.read(req),
  });
  router.use('/api/admin/users', requireIdentity(deps.gatewayToken), requireAdmin);

  router.get('/api/admin/users', async (_req, res) => {
    res.json(await users.list(deps));
  });
  router.get('/api/admin/users/:id', async (req, res) => {
    res.json(await users.read(deps, idOf(req)));
  });
  router.post('/api/admin/users', async (req, res) => {
    res.status(201).json(await users.create(deps, callerOf(req), parse(userInputSchema, req.body)));
  });
  router.put('/api/admin/users/:id', async (req, res) => {
    res.json(await users.update(deps, callerOf(req), idOf(req), parse(userInputSchema, req.body)));
  });
  router.delete('/api/admin/users/:id', async (req, res) => {
    await users.remove(deps, callerOf(req), idOf(req));
    res.status(204).end();
  });
  return router;
}
