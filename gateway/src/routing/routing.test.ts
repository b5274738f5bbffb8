import request from 'supertest';
import { opsAppOf } from '@vetrina/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRoutes } from '../test/service-routes.ts';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { API_ROUTES, matchesAny, underPrefix, type Upstream } from './route-table.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

const OWNERS = Object.keys(API_ROUTES) as Upstream[];
const SAMPLE_PARAMS: Record<string, string> = {
  filename: 'vetrina-2026-01-01T00-00-00-000Z-manual.sql',
  idOrSlug: 'vaso-blu',
};
/** A concrete URL for a route pattern: `:id` → 1, other parameters a well-formed sample. */
const concretePath = (path: string) =>
  path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1');
const ownerOf = (path: string) => OWNERS.find((owner) => matchesAny(path, API_ROUTES[owner]));
const isPublicSurface = (path: string) =>
  (underPrefix(path, '/api') && !underPrefix(path, '/api/internal')) || underPrefix(path, '/uploads');

describe('route table against the services’ real routers', () => {
  it.each(OWNERS.flatMap((owner) => API_ROUTES[owner].map((prefix) => [prefix, owner] as const)))(
    'the prefix %s reaches at least one real route of %s',
    (prefix, owner) => {
      const reached = serviceRoutes()[owner].filter((route) => underPrefix(route.path, prefix));
      expect(reached, `${prefix} is sent to ${owner}, which answers nothing under it`).not.toEqual([]);
    },
  );

  const routesByOwner = serviceRoutes();
  const publicRoutes = OWNERS.flatMap((owner) =>
    routesByOwner[owner].filter((route) => isPublicSurface(route.path)).map((route) => ({ owner, ...route })),
  );

  it.each(publicRoutes)(
    'sends $method $path to $owner, its path unchanged',
    async ({ owner, method, path }) => {
      expect(ownerOf(path)).toBe(owner);
      const url = concretePath(path) + (method === 'ALL' ? '/a-w400.webp' : '');
      const verb = (method === 'ALL' ? 'get' : method.toLowerCase()) as
        'get' | 'post' | 'put' | 'patch' | 'delete';
      const res = await request(system.app)[verb](url).set('Cookie', GOOD_COOKIE).send({});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ service: owner, url });
    },
  );

  it('finds every kind of route: public, admin, sign-in, uploads and backups', () => {
    const owners = new Set(publicRoutes.map((route) => route.owner));
    expect([...owners].sort()).toEqual([...OWNERS].sort());
    expect(publicRoutes.some((route) => route.method === 'GET' && route.path === '/uploads/:key')).toBe(true);
  });

  it.each([
    ['GET', '/api/admin/upload'],
    ['GET', '/api/admin/messages/2'],
    ['POST', '/api/products'],
  ])('a route no service has (%s %s) is not answered as if it existed', async (method, path) => {
    const res = await request(system.app)[method.toLowerCase() as 'get'](path).set('Cookie', GOOD_COOKIE);
    expect(res.status).toBe(404);
  });

  it('keeps service-internal routes (svc-catalog /api/internal/*) away from the public', async () => {
    const internal = serviceRoutes().catalog.filter((route) => underPrefix(route.path, '/api/internal'));
    expect(internal).not.toEqual([]);
    for (const route of internal) {
      expect((await request(system.app).get(route.path)).status).toBe(404);
    }
    expect(system.stubs.catalog.requests.some((r) => r.url.startsWith('/api/internal'))).toBe(false);
  });
});

describe('gateway routing', () => {
  it('sends the query string along unchanged', async () => {
    const res = await request(system.app).get('/api/products/featured?x=1&q=a%20b');
    expect(res.body).toMatchObject({ service: 'catalog', url: '/api/products/featured?x=1&q=a%20b' });
  });

  it('sends the contact form body to svc-content untouched', async () => {
    const res = await request(system.app).post('/api/contact').send({ name: 'Anna', message: 'ciao' });
    expect(res.body.service).toBe('content');
    expect(JSON.parse(res.body.body)).toEqual({ name: 'Anna', message: 'ciao' });
  });

  it('strips the /remotes prefix for the micro-frontends', async () => {
    const store = await request(system.app).get('/remotes/storefront/mf-manifest.json');
    expect(store.body).toMatchObject({ service: 'storefront', url: '/mf-manifest.json' });
    const admin = await request(system.app).get('/remotes/admin/remoteEntry.js');
    expect(admin.body).toMatchObject({ service: 'admin', url: '/remoteEntry.js' });
  });

  it('sends other pages to the shell', async () => {
    const res = await request(system.app).get('/admin/dashboard');
    expect(res.body).toMatchObject({ service: 'shell', url: '/admin/dashboard' });
  });

  it('answers an unknown API path with JSON 404', async () => {
    const res = await request(system.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), issues: [] });
  });

  it('never exposes service-internal endpoints', async () => {
    for (const path of ['/internal/session', '/api/internal/session']) {
      const res = await request(system.app).get(path).set('Cookie', GOOD_COOKIE);
      expect(res.status).toBe(404);
    }
    expect(
      system.stubs.auth.requests.some((r) => r.url === '/internal/session' && r.headers['x-vetrina-user-id']),
    ).toBe(false);
  });

  it('resolves dot segments before deciding, so they cannot disguise an admin path', async () => {
    const before = system.stubs.catalog.requests.length;
    for (const path of ['/api/products/%2e%2e/admin/products', '/api/products/../admin/products']) {
      const res = await request(system.app).get(path);
      expect(res.status).toBe(401);
    }
    expect(system.stubs.catalog.requests.length).toBe(before);
  });

  it('gives every request an id and forwards it', async () => {
    const res = await request(system.app).get('/api/products').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.body.headers['x-request-id']).toBe('abc-123');
    const fresh = await request(system.app).get('/api/products');
    expect(fresh.body.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets a CSP that allows Module Federation without inline scripts', async () => {
    const res = await request(system.app).get('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('gateway endpoints', () => {
  it('answers health checks itself', async () => {
    expect((await request(system.app).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('serves /metrics on the operator surface, never on the public listener', async () => {
    expect((await request(opsAppOf(system.app)).get('/metrics')).status).toBe(200);
    expect((await request(system.app).get('/metrics')).status).toBe(404);
    expect((await request(system.app).get('/metrics').set('X-Forwarded-For', '203.0.113.5')).status).toBe(
      404,
    );
  });
});
