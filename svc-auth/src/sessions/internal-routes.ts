import { Router } from 'express';
import { forbidden, unauthorized, type Db } from '@vetrina/service-kit';
import { isFromGateway } from '../http/gateway-token.ts';
import { currentUser } from '../login/login-routes.ts';
import type { SessionCookie } from './session-cookie.ts';
import type { SessionStore } from './session-store.ts';

/** The gateway's session check: only the gateway (holding the shared token) may ask. */
export function internalRoutes(deps: {
  db: Db;
  sessions: SessionStore;
  sessionCookie: SessionCookie;
  gatewayToken: string;
}): Router {
  const router = Router();
  router.get('/internal/session', async (req, res) => {
    if (!isFromGateway(req, deps.gatewayToken)) throw forbidden();
    const user = await currentUser(deps, req);
    if (!user) throw unauthorized();
    res.set('Cache-Control', 'no-store').json(user);
  });
  return router;
}
