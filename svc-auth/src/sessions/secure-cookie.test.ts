import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { loadAuthConfig } from '../config.ts';
import { ADMIN, cookieOf, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

const setCookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('cookies on an https site', () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startTestAuth({ PUBLIC_URL: 'https://vetrina.example' });
    await auth.addUser(ADMIN.username, ADMIN.password);
  });
  afterAll(() => auth.close());

  it('are Secure and __Host- named, and only that name is read', async () => {
    const res = await request(auth.app).post('/api/admin/login').set(viaGateway('192.0.2.9')).send(ADMIN);
    expect(res.status).toBe(200);
    const [session, device] = [
      setCookiesOf(res).find((c) => c.startsWith('__Host-vetrina_session='))!,
      setCookiesOf(res).find((c) => c.startsWith('__Host-vetrina_device='))!,
    ];
    for (const cookie of [session, device]) {
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(setCookiesOf(res).some((c) => c.startsWith('vetrina_'))).toBe(false);

    const pair = cookieOf(res.headers['set-cookie']);
    const id = pair.split('=')[1]!;
    expect((await request(auth.app).get('/api/admin/session').set('Cookie', pair)).status).toBe(200);
    const internal = await request(auth.app)
      .get('/internal/session')
      .set({ Cookie: pair, 'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN });
    expect(internal.status).toBe(200);
    // A cookie without the prefix could have been planted by a sibling subdomain or over HTTP.
    expect(
      (await request(auth.app).get('/api/admin/session').set('Cookie', `vetrina_session=${id}`)).status,
    ).toBe(401);

    const out = await request(auth.app).post('/api/admin/logout').set('Cookie', pair);
    expect(out.status).toBe(204);
    expect(setCookiesOf(out)[0]).toMatch(/^__Host-vetrina_session=;.*Secure/);
  });
});

describe('which sites get Secure cookies', () => {
  const env = {
    DATABASE_URL: 'postgres://localhost/x',
    REDIS_URL: 'redis://localhost',
    GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
  };
  it('derives Secure from an https PUBLIC_URL, else from COOKIE_SECURE', () => {
    expect(loadAuthConfig({ ...env, PUBLIC_URL: 'https://shop.example' }).COOKIE_SECURE).toBe(true);
    expect(loadAuthConfig({ ...env, PUBLIC_URL: 'http://localhost:8080' }).COOKIE_SECURE).toBe(false);
    expect(loadAuthConfig(env).COOKIE_SECURE).toBe(false);
    expect(loadAuthConfig({ ...env, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(() => loadAuthConfig({ ...env, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps the plain name and no Secure flag on an http site', async () => {
    const auth = await startTestAuth({ PUBLIC_URL: 'http://localhost:8080' });
    try {
      await auth.addUser(ADMIN.username, ADMIN.password);
      const res = await request(auth.app).post('/api/admin/login').send(ADMIN);
      expect(res.status).toBe(200);
      for (const cookie of setCookiesOf(res)) {
        expect(cookie).toMatch(/^vetrina_(session|device)=/);
        expect(cookie).not.toMatch(/Secure/);
      }
    } finally {
      await auth.close();
    }
  });
});
