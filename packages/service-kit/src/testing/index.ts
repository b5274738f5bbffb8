import { randomBytes } from 'node:crypto';
import knex from 'knex';

/** Where integration tests find PostgreSQL and Redis: the environment, else the local defaults. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_GATEWAY_TOKEN = 'test-gateway-token-0123456789abcdef0123456789';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, uniquely named database per test file, dropped afterwards: runs never see each other's data. */
export async function createTestDatabase(prefix = 'vetrina_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  await admin.destroy();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = knex({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
      await cleanup.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await cleanup.destroy();
    },
  };
}

/** A key prefix unique to one test file, so parallel files never share Redis keys. */
export const uniqueRedisPrefix = (prefix = 'test') => `${prefix}:${randomBytes(4).toString('hex')}:`;
/** A REDIS_NAMESPACE of its own: a test's system never meets another's keys, queues or channels. */
export const uniqueRedisNamespace = (name = 'test') => `${name}-${randomBytes(4).toString('hex')}`;

/** Headers the gateway would add for a signed-in user. */
export function gatewayHeaders(
  user: { id: number; username: string; isAdmin: boolean } = { id: 1, username: 'admin', isAdmin: true },
) {
  return {
    'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN,
    'x-vetrina-user-id': String(user.id),
    'x-vetrina-username': encodeURIComponent(user.username),
    'x-vetrina-user-admin': String(user.isAdmin),
  };
}
export * from './push-service.ts';
export * from './own-redis.ts';
