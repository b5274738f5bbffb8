import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestAuth, type TestAuth } from '../test/auth-test-app.ts';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './login-service.ts';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
  await auth.addUser(ADMIN.username, ADMIN.password);
  await auth.addUser('maria', 'maria password 123', false);
  await auth.addUser('bianca', 'bianca password 123', false);
});
afterAll(() => auth.close());

const attempt = (username: string, password: string, ip: string) =>
  request(auth.app).post('/api/admin/login').set('X-Forwarded-For', ip).send({ username, password });

describe('failed sign-ins', () => {
  it('answers an unknown user and a wrong password identically, in similar time', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i++) {
      let t = performance.now();
      const a = await attempt('nobody-here', 'whatever-password', `192.0.2.${i}`);
      unknown.push(performance.now() - t);
      t = performance.now();
      const b = await attempt('admin', 'whatever-password', `192.0.2.${i}`);
      wrong.push(performance.now() - t);
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toEqual({ message: WRONG_CREDENTIALS, issues: [] });
      expect(b.body).toEqual(a.body);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Both paths run one argon2 verification (tens of ms); skipping it would show as a large gap.
    // (Generous bound: other processes share these CPUs.)
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(Math.max(25, median(wrong) / 2));
  });

  it('blocks the 6th attempt from one address with 429 and Retry-After, even with the right password', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await attempt('maria', 'wrong password!!', ip)).status).toBe(401);
    const blocked = await attempt('maria', 'wrong password!!', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS, issues: [] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await attempt('maria', 'maria password 123', ip)).status).toBe(429);
    // Another address is not blocked by this one's failures.
    expect((await attempt('maria', 'maria password 123', '203.0.113.11')).status).toBe(200);
  });

  it('caps failures on one account from many addresses', async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt('bianca', 'not the password', `10.9.${i}.1`)).status).toBe(401);
    expect((await attempt('bianca', 'not the password', '10.9.99.1')).status).toBe(429);
    expect((await attempt('bianca', 'bianca password 123', '10.9.100.1')).status).toBe(429);
  });
});

describe('Redis unreachable', () => {
  it('fails closed with a quick 503', async () => {
    const down = await startTestAuth({ REDIS_URL: 'redis://127.0.0.1:6390' });
    try {
      await down.addUser(ADMIN.username, ADMIN.password);
      const started = performance.now();
      const res = await request(down.app).post('/api/admin/login').send(ADMIN);
      expect(res.status).toBe(503);
      expect(res.body.issues).toEqual([]);
      expect(performance.now() - started).toBeLessThan(2000);
      const check = await request(down.app)
        .get('/api/admin/session')
        .set('Cookie', 'vetrina_session=' + 'x'.repeat(43));
      expect(check.status).toBe(503);
    } finally {
      await down.close();
    }
  });
});
