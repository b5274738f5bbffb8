import type { Express } from 'express';
import {
  activityRoutes,
  createApp,
  pingDb,
  pingRedis,
  type Db,
  type Logger,
  type Redis,
} from '@vetrina/service-kit';
import type { AuthConfig } from './config.ts';
import { dummyHash } from './passwords/password-hasher.ts';
import { createDeviceCookies } from './login/device-cookie.ts';
import { createLoginLimiter } from './login/login-limiter.ts';
import { createAnonymousActivity } from './activity/anonymous-activity.ts';
import { loginRoutes } from './login/login-routes.ts';
import { createChallengeStore } from './passkeys/challenge-store.ts';
import { passkeyRoutes } from './passkeys/passkey-routes.ts';
import { relyingPartyOf } from './passkeys/relying-party.ts';
import { pushRoutes, type PushRouteDeps } from './push/push-routes.ts';
import { internalRoutes } from './sessions/internal-routes.ts';
import { createSessionCookie } from './sessions/session-cookie.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { userRoutes } from './users/user-routes.ts';

export interface AuthDeps {
  config: AuthConfig;
  logger: Logger;
  db: Db;
  redis: Redis;
  /** Injectable clock so tests can move time (session expiry, sign-in delays, device cookie age). */
  now?: () => number;
  /** Web Push (VAPID public key and the test sender); absent when no keys are configured. */
  push?: PushRouteDeps['push'];
}

const MINUTE = 60_000;
/** Activity entries one address may write per hour without being signed in (failed sign-ins). */
const ANONYMOUS_ENTRIES_PER_ADDRESS = 30;

export function buildApp(deps: AuthDeps): Express {
  const { config, db, redis } = deps;
  const now = deps.now ?? Date.now;
  // Prepared now, so even the first unknown-username sign-in costs exactly one verification.
  void dummyHash();
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
  const sessions = createSessionStore({
    redis,
    prefix: config.REDIS_PREFIX,
    idleMs: config.SESSION_IDLE_MINUTES * MINUTE,
    absoluteMs,
    now,
  });
  const sessionCookie = createSessionCookie(config.COOKIE_SECURE);
  const devices = createDeviceCookies({
    keys: config.DEVICE_COOKIE_KEYS,
    secure: config.COOKIE_SECURE,
    maxAgeMs: config.DEVICE_COOKIE_DAYS * 24 * 60 * MINUTE,
    now,
  });
  const limiter = createLoginLimiter({
    redis,
    prefix: config.REDIS_PREFIX,
    now,
    windowMs: config.LOGIN_WINDOW_MINUTES * MINUTE,
    ipMaxAttempts: config.LOGIN_IP_MAX_FAILURES,
    pairMaxAttempts: config.LOGIN_MAX_FAILURES,
    accountFreeAttempts: config.LOGIN_ACCOUNT_FREE_ATTEMPTS,
    accountBaseDelayMs: 1000,
    accountMaxDelayMs: config.LOGIN_ACCOUNT_MAX_DELAY_SECONDS * 1000,
    accountWindowMs: 60 * MINUTE,
  });
  const gatewayToken = config.GATEWAY_TOKEN;
  const anonymousActivity = createAnonymousActivity({
    redis,
    prefix: config.REDIS_PREFIX,
    key: config.DEVICE_COOKIE_KEYS.current,
    maxPerAddress: ANONYMOUS_ENTRIES_PER_ADDRESS,
    windowMs: 60 * MINUTE,
  });

  // What both ways of signing in (password, passkey) need.
  const signInDeps = {
    db,
    sessions,
    sessionCookie,
    limiter,
    devices,
    anonymousActivity,
    gatewayToken,
    absoluteMs,
  };

  return createApp({
    name: 'svc-auth',
    logger: deps.logger,
    readiness: { postgres: () => pingDb(db), redis: () => pingRedis(redis) },
    routes: (app) => {
      app.use(loginRoutes(signInDeps));
      app.use(internalRoutes({ db, sessions, sessionCookie, gatewayToken }));
      app.use(activityRoutes({ db, source: 'auth', gatewayToken }));
      app.use(userRoutes({ db, sessions, sessionCookie, gatewayToken }));
      app.use(
        passkeyRoutes({
          ...signInDeps,
          challenges: createChallengeStore(redis, config.REDIS_PREFIX),
          rp: relyingPartyOf(config.PUBLIC_URL),
        }),
      );
      app.use(pushRoutes({ db, gatewayToken, ...(deps.push ? { push: deps.push } : {}) }));
    },
  });
}
