import type { Express } from 'express';
import { createApp, pingDb, pingRedis, type Db, type Logger, type Redis } from '@vetrina/service-kit';
import type { AuthConfig } from './config.ts';
import { dummyHash } from './passwords/password-hasher.ts';
import { createLoginLimiter } from './login/login-limiter.ts';
import { loginRoutes } from './login/login-routes.ts';
import { internalRoutes } from './sessions/internal-routes.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { userRoutes } from './users/user-routes.ts';

export interface AuthDeps {
  config: AuthConfig;
  logger: Logger;
  db: Db;
  redis: Redis;
  /** Injectable clock so tests can move time (session idle/absolute expiry). */
  now?: () => number;
}

const MINUTE = 60_000;

export function buildApp(deps: AuthDeps): Express {
  const { config, db, redis } = deps;
  // Prepared now, so even the first unknown-username sign-in costs exactly one verification.
  void dummyHash();
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
  const sessions = createSessionStore({
    redis,
    prefix: config.REDIS_PREFIX,
    idleMs: config.SESSION_IDLE_MINUTES * MINUTE,
    absoluteMs,
    now: deps.now ?? Date.now,
  });
  const limiter = createLoginLimiter({
    redis,
    prefix: config.REDIS_PREFIX,
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMs: config.LOGIN_WINDOW_MINUTES * MINUTE,
    accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    accountWindowMs: 60 * MINUTE,
  });

  return createApp({
    name: 'svc-auth',
    logger: deps.logger,
    readiness: { postgres: () => pingDb(db), redis: () => pingRedis(redis) },
    routes: (app) => {
      app.use(loginRoutes({ db, sessions, limiter, cookieSecure: config.COOKIE_SECURE, absoluteMs }));
      app.use(internalRoutes({ db, sessions, gatewayToken: config.GATEWAY_TOKEN }));
      app.use(userRoutes({ db, sessions, gatewayToken: config.GATEWAY_TOKEN }));
    },
  });
}
