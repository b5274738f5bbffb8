import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { IDENTITY_HEADERS } from '@vetrina/contracts';
import { forbidden, unauthorized, type Db } from '@vetrina/service-kit';
import { currentUser } from '../login/login-routes.ts';
import type { SessionStore } from './session-store.ts';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The gateway's session check: only the gateway (holding the shared token) may ask. */
export function internalRoutes(deps: { db: Db; sessions: SessionStore; gatewayToken: string }): Router {
  const router = Router();
  router.get('/internal/session', async (req, res) => {
    const token = req.get(IDENTITY_HEADERS.gatewayToken) ?? '';
    if (!sameSecret(token, deps.gatewayToken)) throw forbidden();
    const user = await currentUser(deps, req);
    if (!user) throw unauthorized();
    res.set('Cache-Control', 'no-store').json(user);
  });
  return router;
}
