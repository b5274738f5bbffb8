import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './login-service.ts';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
  await auth.addUser(ADMIN.username, ADMIN.password);
  await auth.addUser('maria', 'maria password 123', false);
});
afterAll(() => auth.close());

const attempt = (username: string, password: string, ip: string) =>
  request(auth.app).post('/api/admin/login').set(viaGateway(ip)).send({ username, password });

describe('failed sign-ins', () => {
  it('answers an unknown user and a wrong password identically, in similar time', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      const a = await attempt('nobody-here', 'whatever-password', `192.0.2.${i}`);
      unknown.push(performance.now() - t);
      t = performance.now();
      const b = await attempt('admin', 'whatever-password', `192.0.2.${i + 100}`);
      wrong.push(performance.now() - t);
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toEqual({ message: WRONG_CREDENTIALS, issues: [] });
      expect(b.body).toEqual(a.body);
    }
    // Both paths run one argon2 verification (tens of ms); skipping it would show as a gap of that
    // size. The fastest run of each is compared: other processes share these CPUs and slow some runs.
    const fastest = (xs: number[]) => Math.min(...xs);
    expect(Math.abs(fastest(unknown) - fastest(wrong))).toBeLessThan(Math.max(25, fastest(wrong) / 2));
  });

  it('blocks the 6th attempt on one username from one address with 429 and Retry-After, even with the right password', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await attempt('maria', 'wrong password!!', ip)).status).toBe(401);
    const blocked = await attempt('maria', 'wrong password!!', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: TOO_MANY_ATTEMPTS, issues: [] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await attempt('maria', 'maria password 123', ip)).status).toBe(429);
    // Another address is not blocked by this one's failures (the username's delay has passed).
    auth.clock.now += 2000;
    expect((await attempt('maria', 'maria password 123', '203.0.113.11')).status).toBe(200);
  });

  it('slows password spraying: 40 usernames from one address get 429 after 20 attempts', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 40; i++) {
      const res = await attempt(`sprayed-${i}`, 'Password2024!', ip);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = Number(res.headers['retry-after']);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Others are not slowed by that address.
    expect((await attempt('sprayed-41', 'Password2024!', '198.51.100.78')).status).toBe(401);
  });

  it('ignores X-Forwarded-For without the gateway token: a made-up address per attempt buys nothing', async () => {
    await auth.addUser('lucia', 'lucia password 123', false);
    const direct = (i: number, password = 'wrong password!!') =>
      request(auth.app)
        .post('/api/admin/login')
        .set('X-Forwarded-For', `10.66.${i}.${i}`)
        .send({ username: 'lucia', password });
    for (let i = 0; i < 5; i++) expect((await direct(i)).status).toBe(401);
    expect((await direct(5)).status).toBe(429);
    // A wrong token is no token.
    const forged = await request(auth.app)
      .post('/api/admin/login')
      .set({ 'X-Forwarded-For': '10.66.9.9', 'x-vetrina-gateway-token': 'x'.repeat(45) })
      .send({ username: 'lucia', password: 'wrong password!!' });
    expect(forged.status).toBe(429);
    // With the gateway's token the forwarded address counts (a different client).
    auth.clock.now += 2000;
    expect((await attempt('lucia', 'lucia password 123', '10.66.9.9')).status).toBe(200);
  });
});
