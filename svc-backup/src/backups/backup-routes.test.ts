import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createRedis, type Db, type Redis } from '@vetrina/service-kit';
import {
  gatewayHeaders,
  TEST_DATABASE_URL,
  TEST_GATEWAY_TOKEN,
  TEST_REDIS_URL,
} from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';

describe('svc-backup', () => {
  let db: Db;
  let redis: Redis;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    db = createDb(TEST_DATABASE_URL, 'public', { min: 0, max: 1 });
    redis = createRedis(TEST_REDIS_URL);
    // The API-side client has no offline queue: until it is connected, readiness rightly says "down".
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    app = buildApp({ db, redis, gatewayToken: TEST_GATEWAY_TOKEN });
  });
  afterAll(async () => {
    await db.destroy();
    redis.disconnect();
  });

  it('refuses the backup list without the gateway identity headers', async () => {
    const res = await request(app).get('/api/admin/database/backups');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('refuses a signed-in user who is not an administrator', async () => {
    const res = await request(app)
      .get('/api/admin/database/backups')
      .set(gatewayHeaders({ id: 2, username: 'editor', isAdmin: false }));
    expect(res.status).toBe(403);
  });

  it('lists backups (none yet) for an administrator', async () => {
    const res = await request(app).get('/api/admin/database/backups').set(gatewayHeaders());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('is ready when PostgreSQL and Redis answer', async () => {
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ postgres: 'ok', redis: 'ok' });
  });
});
