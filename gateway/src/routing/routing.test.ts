import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

describe('gateway routing', () => {
  it.each([
    ['/api/products', 'catalog'],
    ['/api/products/featured?x=1', 'catalog'],
    ['/api/categories/giochi', 'catalog'],
    ['/uploads/a-w400.webp', 'catalog'],
    ['/api/testimonials', 'content'],
    ['/api/admin/session', 'auth'],
  ])('sends GET %s to %s without changing the path', async (path, service) => {
    const res = await request(system.app).get(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service, url: path });
  });

  it.each([
    ['/api/admin/products/3', 'catalog'],
    ['/api/admin/categories', 'catalog'],
    ['/api/admin/upload', 'catalog'],
    ['/api/admin/testimonials', 'content'],
    ['/api/admin/messages/2', 'content'],
    ['/api/admin/users', 'auth'],
    ['/api/admin/database/backups', 'backup'],
  ])('sends signed-in GET %s to %s', async (path, service) => {
    const res = await request(system.app).get(path).set('Cookie', GOOD_COOKIE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service, url: path });
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

  it('refuses dot segments that could disguise an admin path', async () => {
    const res = await request(system.app).get('/api/products/%2e%2e/admin/products');
    expect(res.status).toBe(400);
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

  it('keeps /metrics away from requests that came through an ingress', async () => {
    expect((await request(system.app).get('/metrics')).status).toBe(200);
    expect((await request(system.app).get('/metrics').set('X-Forwarded-For', '203.0.113.5')).status).toBe(
      404,
    );
  });
});
