import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_COOKIE, SESSION_USER, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { closedUrl } from '../test/stub-upstream.ts';
import { TEST_TOKEN } from '../test/test-config.ts';
import { serviceRoutes } from '../test/service-routes.ts';
import { matchesAny, PUBLIC_ADMIN_PATHS, underPrefix } from '../routing/route-table.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

const ADMIN_PATHS = [
  '/api/admin/products',
  '/api/admin/categories/1',
  '/api/admin/upload',
  '/api/admin/testimonials',
  '/api/admin/messages',
  '/api/admin/orders',
  '/api/admin/users',
  '/api/admin/database/backups',
  '/api/admin/anything-new',
];

describe('admin session check', () => {
  it('refuses every admin route of every real service without a session', async () => {
    const adminRoutes = Object.values(serviceRoutes())
      .flat()
      .filter(
        (route) => underPrefix(route.path, '/api/admin') && !matchesAny(route.path, PUBLIC_ADMIN_PATHS),
      );
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const { method, path } of adminRoutes) {
      const url = path.replace(/:\w+/g, '1');
      const res = await request(system.app)[method.toLowerCase() as 'get'](url);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['vetrina_session', '__Host-vetrina_session'])(
    'sends a %s cookie to svc-auth for the check (the https name included)',
    async (name) => {
      const res = await request(system.app).get('/api/admin/session').set('Cookie', `${name}=x`);
      expect(res.body.service).toBe('auth');
      const forged = await request(system.app).get('/api/admin/products').set('Cookie', `${name}=forged`);
      expect(forged.status).toBe(401);
      const checks = system.stubs.auth.requests.filter((r) => r.url === '/internal/session');
      expect(checks.at(-1)!.headers.cookie).toBe(`${name}=forged`);
    },
  );

  it.each(ADMIN_PATHS)(
    'refuses %s without a session (401 JSON, never reaching the service)',
    async (path) => {
      const before = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
      for (const method of ['get', 'post', 'delete'] as const) {
        const res = await request(system.app)[method](path);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Autenticazione richiesta', issues: [] });
      }
      const after = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
      expect(after).toBe(before);
    },
  );

  it.each(ADMIN_PATHS)('refuses %s with an unknown session cookie', async (path) => {
    const res = await request(system.app).get(path).set('Cookie', 'vetrina_session=forged');
    expect(res.status).toBe(401);
  });

  it('lets sign-in, sign-out and the session probe through without a session', async () => {
    for (const path of ['/api/admin/login', '/api/admin/logout']) {
      const res = await request(system.app).post(path).send({});
      expect(res.body).toMatchObject({ service: 'auth', url: path });
    }
    expect((await request(system.app).get('/api/admin/session')).body.service).toBe('auth');
  });

  it('replaces spoofed identity headers with the checked identity', async () => {
    const res = await request(system.app)
      .get('/api/admin/products')
      .set('Cookie', GOOD_COOKIE)
      .set('x-vetrina-user-id', '1')
      .set('x-vetrina-username', 'mallory')
      .set('x-vetrina-user-admin', 'true')
      .set('x-vetrina-gateway-token', 'guess');
    expect(res.body.headers).toMatchObject({
      'x-vetrina-user-id': String(SESSION_USER.id),
      'x-vetrina-username': encodeURIComponent(SESSION_USER.username),
      'x-vetrina-user-admin': 'true',
      'x-vetrina-gateway-token': TEST_TOKEN,
    });
  });

  it('passes the session cookie to svc-auth only', async () => {
    const catalog = await request(system.app).get('/api/admin/products').set('Cookie', GOOD_COOKIE);
    expect(catalog.body.headers.cookie).toBeUndefined();
    const users = await request(system.app).get('/api/admin/users').set('Cookie', GOOD_COOKIE);
    expect(users.body.headers.cookie).toBe(GOOD_COOKIE);
  });

  it('strips every client-sent x-vetrina-* header on public routes; only the gateway vouches', async () => {
    const res = await request(system.app)
      .get('/api/products')
      .set('x-vetrina-user-id', '1')
      .set('x-vetrina-gateway-token', 'guess')
      .set('x-vetrina-anything', 'x');
    const identity = Object.keys(res.body.headers).filter((h) => h.startsWith('x-vetrina-'));
    expect(identity).toEqual(['x-vetrina-gateway-token']);
    expect(res.body.headers['x-vetrina-gateway-token']).toBe(TEST_TOKEN);
  });

  it('does not let a client choose the address services see', async () => {
    const res = await request(system.app)
      .get('/api/products')
      .set('x-forwarded-for', '203.0.113.9')
      .set('x-real-ip', '203.0.113.10')
      .set('forwarded', 'for=203.0.113.11');
    expect(res.body.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(res.body.headers['x-real-ip']).toBeUndefined();
    expect(res.body.headers['forwarded']).toBeUndefined();
  });

  it('never gives the gateway token to the frontends', async () => {
    for (const path of ['/remotes/storefront/remoteEntry.js', '/admin/dashboard']) {
      const res = await request(system.app).get(path).set('x-vetrina-gateway-token', TEST_TOKEN);
      expect(res.body.headers['x-vetrina-gateway-token']).toBeUndefined();
    }
  });

  it('answers 503 JSON when svc-auth is down', async () => {
    const down = await startStubSystem({ AUTH_URL: await closedUrl() });
    try {
      const res = await request(down.app).get('/api/admin/products').set('Cookie', GOOD_COOKIE);
      expect(res.status).toBe(503);
      expect(res.body.issues).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('cross-site request refusal', () => {
  it.each([
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
  ])('refuses a state-changing API call with %o', async (headers) => {
    const res = await request(system.app).post('/api/contact').set(headers).send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.issues).toEqual([]);
  });

  it('accepts same-origin and header-less calls', async () => {
    const same = await request(system.app)
      .post('/api/contact')
      .set({ Origin: 'http://localhost:8080', 'Sec-Fetch-Site': 'same-origin' })
      .send({});
    expect(same.status).toBe(200);
    expect((await request(system.app).post('/api/contact').send({})).status).toBe(200);
  });

  it('still allows cross-site reads', async () => {
    const res = await request(system.app).get('/api/products').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});
