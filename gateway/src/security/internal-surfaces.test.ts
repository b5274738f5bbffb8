import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { TEST_TOKEN } from '../test/test-config.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

/** The ways one path can be spelt that a naive prefix match reads differently. */
function variants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const last = segments.length - 1;
  const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`;
  const spelt = [
    path,
    path.toUpperCase(),
    path.replace(/[a-z]/, (c) => c.toUpperCase()),
    `${path}/`,
    `/${path}`,
    path.replaceAll('/', '//'),
    `/${segments.slice(0, last).join('/')}//${segments[last]}`.replace(/^\/\//, '//'),
    `/${segments.slice(0, last).join('%2F')}%2F${segments[last]}`.replace(/^\/%2F/, '/'),
    `/${segments.slice(0, last).join('%2f')}%2f${segments[last]}`.replace(/^\/%2f/, '/'),
    `/.${path}`,
    path.replace(/\/([^/]+)$/, '/./$1'),
    path.replace(/\/([^/]+)$/, '/x/../$1'),
    path.replace(/\/([^/]+)$/, '/x/%2e%2e/$1'),
    path.replace(/\/([^/]+)$/, '/%2E/$1'),
    `/${segments.map(encodeFirst).join('/')}`,
    `/${segments.map(encodeFirst).join('/')}`.toLowerCase(),
  ];
  return [...new Set(spelt)];
}

const THROUGH_INGRESS = { 'X-Forwarded-For': '203.0.113.7' };
const NEVER_PUBLIC = [
  '/remotes/storefront/__ssr/render?path=/',
  '/remotes/admin/__ssr/render?path=/',
  '/__ssr/render?path=/',
  '/internal/session',
  '/api/internal/session',
  '/api/internal/sitemap',
  '/remotes/storefront/internal/session',
];
const OPERATORS_ONLY = ['/metrics', '/readyz', '/remotes/storefront/metrics', '/remotes/admin/readyz'];

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

describe('internal surfaces through the gateway', () => {
  it.each(NEVER_PUBLIC)('%s answers 200 in none of its spellings, token or not', async (url) => {
    const [path, query = ''] = url.split('?') as [string, string?];
    const spellings = variants(path);
    expect(spellings.length).toBeGreaterThan(10);
    const before = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
    for (const spelt of spellings) {
      for (const headers of [THROUGH_INGRESS, {}, { 'x-vetrina-gateway-token': TEST_TOKEN }]) {
        const res = await request(system.app).get(withQuery(spelt, query)).set(headers);
        expect([400, 404], `${spelt} ${JSON.stringify(headers)} → ${res.status}`).toContain(res.status);
      }
    }
    const after = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
    expect(after, 'an internal path reached an upstream').toBe(before);
  });

  it.each(OPERATORS_ONLY)('%s answers no visitor in any spelling', async (path) => {
    for (const spelt of variants(path)) {
      const res = await request(system.app).get(spelt).set(THROUGH_INGRESS);
      expect([400, 404], `${spelt} → ${res.status}`).toContain(res.status);
      const guessed = await request(system.app)
        .get(spelt)
        .set({ ...THROUGH_INGRESS, 'x-vetrina-gateway-token': 'x'.repeat(TEST_TOKEN.length) });
      expect([400, 404], `${spelt} with a wrong token → ${guessed.status}`).toContain(guessed.status);
    }
  });

  it.each(['/metrics', '/readyz'])('%s answers the gateway token even through an ingress', async (path) => {
    for (const spelt of [path, path.toUpperCase(), `${path}/`, `/${path}`]) {
      const byHeader = await request(system.app)
        .get(spelt)
        .set({ ...THROUGH_INGRESS, 'x-vetrina-gateway-token': TEST_TOKEN });
      expect(byHeader.status, spelt).not.toBe(404);
      const byBearer = await request(system.app)
        .get(spelt)
        .set({ ...THROUGH_INGRESS, Authorization: `Bearer ${TEST_TOKEN}` });
      expect(byBearer.status, spelt).not.toBe(404);
    }
  });

  it('answers /metrics and /readyz to the internal network (probes and an in-cluster scraper)', async () => {
    const metrics = await request(system.app).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('# TYPE');
    expect((await request(system.app).get('/readyz')).status).toBe(200);
    for (const header of ['X-Forwarded-For', 'X-Real-IP', 'Forwarded']) {
      expect((await request(system.app).get('/metrics').set(header, '10.0.0.1')).status).toBe(404);
    }
  });

  it('still serves the storefront remote and pages whose names only look alike', async () => {
    const remote = await request(system.app).get('/remotes/storefront/remoteEntry.js');
    expect(remote.body).toMatchObject({ service: 'storefront', url: '/remoteEntry.js' });
    const shell = await request(system.app).get('/admin/internal-notes');
    expect(shell.body).toMatchObject({ service: 'shell', url: '/admin/internal-notes' });
  });
});
