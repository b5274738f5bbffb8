import request from 'supertest';
import { opsAppOf } from '@vetrina/service-kit';
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

  it.each(OPERATORS_ONLY)(
    '%s answers 404 in every spelling to everyone, token or private address',
    async (path) => {
      const before = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
      const callers = [
        {},
        THROUGH_INGRESS,
        { 'x-vetrina-gateway-token': TEST_TOKEN },
        { ...THROUGH_INGRESS, Authorization: `Bearer ${TEST_TOKEN}` },
      ];
      for (const spelt of variants(path)) {
        for (const headers of callers) {
          const res = await request(system.app).get(spelt).set(headers);
          expect([400, 404], `${spelt} ${JSON.stringify(headers)} → ${res.status}`).toContain(res.status);
        }
      }
      const after = Object.values(system.stubs).reduce((n, s) => n + s.requests.length, 0);
      expect(after, 'an operator path reached an upstream').toBe(before);
    },
  );

  it('serves /metrics and /readyz on the operator surface only (OPS_PORT)', async () => {
    const ops = opsAppOf(system.app);
    const metrics = await request(ops).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('# TYPE');
    expect((await request(ops).get('/readyz')).status).toBe(200);
    expect((await request(ops).get('/healthz')).status).toBe(200);
    expect((await request(ops).get('/api/products')).status).toBe(404);
  });

  it('still serves the storefront remote and pages whose names only look alike', async () => {
    const remote = await request(system.app).get('/remotes/storefront/remoteEntry.js');
    expect(remote.body).toMatchObject({ service: 'storefront', url: '/remoteEntry.js' });
    const shell = await request(system.app).get('/admin/internal-notes');
    expect(shell.body).toMatchObject({ service: 'shell', url: '/admin/internal-notes' });
  });
});
