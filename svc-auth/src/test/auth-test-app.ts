import type { Agent } from 'node:https';
import type { Express } from 'express';
import request from 'supertest';
import { createDb, createLogger, createRedis, migrate, type Db, type Redis } from '@vetrina/service-kit';
import {
  createTestDatabase,
  gatewayHeaders,
  TEST_GATEWAY_TOKEN,
  TEST_REDIS_URL,
  uniqueRedisNamespace,
} from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { loadAuthConfig } from '../config.ts';
import { AUTH_SCHEMA, migrations } from '../migrations/index.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import { startConfiguredPush, type PushSender } from '../push/push-sender.ts';
import { insertUser, toAdminUser } from '../users/user-repository.ts';

export const ADMIN = { username: 'admin', password: 'correct horse battery' };

export interface TestAuth {
  app: Express;
  db: Db;
  /** The test database's URL (for pg_dump and psql, as a backup and a restore run them). */
  databaseUrl: string;
  redis: Redis;
  clock: { now: number };
  prefix: string;
  /** The Web Push sender, when the test gave VAPID keys. */
  push?: PushSender;
  addUser(
    username: string,
    password: string,
    isAdmin?: boolean,
  ): Promise<{ id: number; username: string; isAdmin: boolean }>;
  /** Signs in (through the gateway, from `ip`) and returns the `vetrina_session=...` cookie pair. */
  login(username: string, password: string, ip?: string): Promise<string>;
  /** Live Redis sessions of a user. */
  sessionCount(userId: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * svc-auth on a fresh database, unique Redis keys and a clock the test can move; with VAPID keys in
 * `env`, its push sender too (web-push trusting the test push service through `pushAgent`).
 */
export async function startTestAuth(
  env: Record<string, string> = {},
  options: { pushAgent?: Agent; pushBackoffMs?: number } = {},
): Promise<TestAuth> {
  const database = await createTestDatabase('vetrina_auth');
  const db = createDb(database.url, AUTH_SCHEMA, { min: 0, max: 4 });
  await migrate(db, AUTH_SCHEMA, migrations);
  const config = loadAuthConfig({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
    REDIS_NAMESPACE: uniqueRedisNamespace('auth'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const redis = createRedis(config.REDIS_URL, { commandTimeout: 1500, lazyConnect: false });
  redis.on('error', () => {});
  const clock = { now: Date.now() };
  const logger = createLogger('svc-auth-test', 'silent');
  // Web Push as main.ts starts it, trusting the test push service.
  const configured = startConfiguredPush(config, {
    db,
    logger,
    ...(options.pushAgent ? { agent: options.pushAgent } : {}),
    ...(options.pushBackoffMs ? { backoffMs: options.pushBackoffMs } : {}),
  });
  const push = configured?.sender;
  const app = buildApp({
    config,
    logger,
    db,
    redis,
    now: () => clock.now,
    ...(configured ? { push: configured.routes } : {}),
  });

  return {
    app,
    db,
    databaseUrl: database.url,
    redis,
    clock,
    prefix: config.REDIS_PREFIX,
    ...(push ? { push } : {}),
    async addUser(username, password, isAdmin = true) {
      return toAdminUser(
        await insertUser(db, { username, password_hash: await hashPassword(password), is_admin: isAdmin }),
      );
    },
    async login(username, password, ip = '198.51.100.1') {
      const res = await request(app)
        .post('/api/admin/login')
        .set(viaGateway(ip))
        .send({ username, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return sessionCookieOf(res.headers['set-cookie']);
    },
    async sessionCount(userId) {
      const prefix = config.REDIS_PREFIX;
      const hashes = await redis.smembers(`${prefix}user-sessions:${userId}`);
      return hashes.length ? redis.exists(...hashes.map((h) => `${prefix}session:${h}`)) : 0;
    },
    async close() {
      await push?.queue.queue.obliterate({ force: true }).catch(() => {});
      await push?.close();
      const keys = await redis.keys(`${config.REDIS_PREFIX}*`).catch(() => []);
      if (keys.length) await redis.del(...keys).catch(() => {});
      redis.disconnect();
      await db.destroy();
      await database.drop();
    },
  };
}

/** The `name=value` pair of a cookie (`vetrina_session` by default, with or without `__Host-`) from Set-Cookie. */
export function cookieOf(setCookie: string | string[] | undefined, name = 'vetrina_session'): string {
  const found = ([] as string[])
    .concat(setCookie ?? [])
    .find((c) => c.startsWith(`${name}=`) || c.startsWith(`__Host-${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(';')[0]!;
}

export const sessionCookieOf = (setCookie: string | string[] | undefined) => cookieOf(setCookie);

/** Headers of a request the gateway forwarded for a client at `ip`. */
export const viaGateway = (ip: string) => ({
  'X-Forwarded-For': ip,
  'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN,
});

/** What the gateway would send for this signed-in user. */
export const asGateway = (user: { id: number; username: string; isAdmin: boolean }, cookie?: string) => ({
  ...gatewayHeaders(user),
  ...(cookie ? { Cookie: cookie } : {}),
});
