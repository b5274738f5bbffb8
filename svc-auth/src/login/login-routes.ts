import { Router, type Request, type Response } from 'express';
import type { AnonymousActivity } from '../activity/anonymous-activity.ts';
import { loginInputSchema } from '@vetrina/contracts';
import { parse, unauthorized, type Db } from '@vetrina/service-kit';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { withRedis } from '../sessions/redis-exec.ts';
import { findUserById, toAdminUser } from '../users/user-repository.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { signIn } from './login-service.ts';
import { answerSignedIn, signInAttempt } from './signed-in-answer.ts';
import type { LoginLimiter } from './login-limiter.ts';

export interface LoginRouteDeps {
  db: Db;
  sessions: SessionStore;
  sessionCookie: SessionCookie;
  limiter: LoginLimiter;
  devices: DeviceCookies;
  anonymousActivity: AnonymousActivity;
  gatewayToken: string;
  absoluteMs: number;
}

const isEmptyBody = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);

/**
 * The signed-in user for the request's cookie, or null (expired, ended, or no longer that person).
 * A session belongs to a person, not to an id: when the row with its id no longer carries the stamp the
 * session began with (deleted, demoted, password changed, or replaced by a restore that rewound the ids),
 * the session is refused and deleted.
 */
export async function currentUser(
  deps: { db: Db; sessions: SessionStore; sessionCookie: SessionCookie },
  req: Request,
) {
  const id = deps.sessionCookie.read(req);
  if (!id) return null;
  const session = await withRedis(() => deps.sessions.touch(id));
  if (!session) return null;
  const row = await findUserById(deps.db, session.userId);
  if (row && row.security_stamp === session.stamp) return toAdminUser(row);
  await withRedis(() => deps.sessions.destroy(id));
  return null;
}

export function loginRoutes(deps: LoginRouteDeps): Router {
  const router = Router();
  const { sessionCookie } = deps;

  async function logout(req: Request, res: Response) {
    const id = sessionCookie.read(req);
    if (id) await withRedis(() => deps.sessions.destroy(id));
    // The device cookie stays: the browser remains known for the next sign-in.
    sessionCookie.clear(res);
    res.status(204).end();
  }

  router.post('/api/admin/login', async (req, res) => {
    // The original client signs out by posting to the login endpoint with no body.
    if (isEmptyBody(req.body)) return logout(req, res);
    const input = parse(loginInputSchema, req.body);
    answerSignedIn(res, deps, await signIn(deps, { ...input, ...signInAttempt(req, deps) }));
  });

  router.post('/api/admin/logout', logout);

  router.get('/api/admin/session', async (req, res) => {
    const user = await currentUser(deps, req);
    if (!user) {
      if (sessionCookie.read(req)) sessionCookie.clear(res);
      throw unauthorized();
    }
    res.set('Cache-Control', 'no-store').json(user);
  });

  return router;
}
