import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRedis } from '@vetrina/service-kit/testing';
import { ADMIN, sessionCookieOf, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

// Port offset 80 (this suite's own redis-server; the shared one is never stopped).
const redis = ownRedis(6379 + 80);
let auth: TestAuth;
beforeAll(async () => {
  await redis.start();
  auth = await startTestAuth({ REDIS_URL: redis.url });
  await auth.addUser(ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await auth.close();
  await redis.stop();
});

const signIn = () => request(auth.app).post('/api/admin/login').set(viaGateway('192.0.2.50')).send(ADMIN);

describe('Redis stopped and started again', () => {
  it('fails sign-in closed with a quick 503 in Italian, and works again when Redis is back', async () => {
    const before = await signIn();
    expect(before.status).toBe(200);
    const cookie = sessionCookieOf(before.headers['set-cookie']);

    await redis.stop();
    const started = performance.now();
    const res = await signIn();
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      message: 'Servizio temporaneamente non disponibile. Riprova tra poco.',
      issues: [],
    });
    expect(performance.now() - started).toBeLessThan(2000);
    // Never a sign-in without its limits, and never a session check without the store.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await request(auth.app).get('/api/admin/session').set('Cookie', cookie)).status).toBe(503);

    await redis.start();
    let again = 0;
    for (let i = 0; i < 40 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      again = (await signIn()).status;
    }
    expect(again).toBe(200);
  });
});
