import { once } from 'node:events';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis, redisNames } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisNamespace, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { publishDataRestored } from '../../../svc-backup/src/jobs/data-restored.ts';
import { buildApp } from '../app.ts';
import { clearCachesOnRestore } from '../public-pages/clear-on-restore.ts';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import {
  answerProduct,
  copertina,
  REAL_RENDER_TIMEOUT,
  startPublicPageUpstreams,
  type PublicPageUpstreams,
} from '../test/public-page-stubs.ts';
import { testConfig } from '../test/test-config.ts';
import { withKeyPrefix } from './testing-redis.ts';

// Two gateway replicas in front of one catalogue and the storefront's real renderer, sharing Redis (keys of this
// file's own). The catalogue really changes: an admin PUT renames the product, a "restore" replaces it.
const redisUrl = withKeyPrefix(TEST_REDIS_URL, uniqueRedisPrefix('page-cache-replicas'));
const ORIGIN = 'http://localhost:8080';
// Their own deployment names too: the restore announced here reaches no other test's caches.
const namespace = uniqueRedisNamespace('page-cache-replicas');
const names = redisNames(namespace);

let current = copertina('Copertina azzurra');
let system: StubSystem;
let upstreams: PublicPageUpstreams;
let gateways: Express[];
const renders = () => upstreams.storefront.requests.filter((r) => r.url.startsWith('/__ssr/render')).length;
const apiReads = () =>
  upstreams.catalog.requests.filter((r) => r.url.startsWith('/api/products/copertina')).length;

beforeAll(async () => {
  upstreams = await startPublicPageUpstreams(
    (req, res, body) => {
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'PUT' && url.pathname === '/api/admin/products/5') {
        current = copertina((JSON.parse(body) as { name: string }).name);
      } else if (url.pathname !== '/api/products/copertina') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ message: 'Risorsa non trovata', issues: [] }));
      }
      answerProduct(res, current, String(current.name.length));
    },
    { publicUrl: ORIGIN },
  );
  const settings = {
    ...upstreams.urls,
    REDIS_URL: redisUrl,
    REDIS_NAMESPACE: namespace,
    PUBLIC_URL: ORIGIN,
    // Long inner caches: only the shared versions can make a replica see another's write.
    SSR_CACHE_MS: '600000',
    ...REAL_RENDER_TIMEOUT,
  };
  system = await startStubSystem(settings);
  const second = buildApp({
    config: testConfig({ ...settings, AUTH_URL: system.stubs.auth.url }),
    logger: createLogger('gateway-test', 'silent'),
  });
  gateways = [system.app, second];
  // Each gateway connects to Redis in the background: pages are cached once a repeat renders nothing.
  for (const gateway of gateways) {
    const deadline = Date.now() + 5000;
    for (let cached = false; !cached;) {
      if (Date.now() > deadline) throw new Error('the page cache never became active');
      await request(gateway).get('/prodotti/copertina').expect(200);
      const before = renders();
      await request(gateway).get('/prodotti/copertina').expect(200);
      cached = renders() === before;
    }
  }
});

afterAll(async () => {
  await Promise.all([system.close(), upstreams.close()]);
});

/** The page and the API read through every gateway, twice each (the second from memory). */
async function readEverywhere() {
  const answers = [];
  for (const gateway of gateways)
    for (let i = 0; i < 2; i++) {
      const page = await request(gateway).get('/prodotti/copertina').expect(200);
      const api = await request(gateway).get('/api/products/copertina').expect(200);
      answers.push({ page: page.text, api: (api.body as { name: string }).name });
    }
  return answers;
}

const expectEverywhere = async (name: string) => {
  for (const { page, api } of await readEverywhere()) {
    expect(page).toContain(`>${name}</h1>`);
    expect(page).toContain(`<title>${name}`);
    expect(api).toBe(name);
  }
};

describe('page cache across gateway replicas', () => {
  it('when an admin write passes through one gateway, then the page is new through the other on its very next request', async () => {
    await expectEverywhere('Copertina azzurra');
    await request(gateways[0]!)
      .put('/api/admin/products/5')
      .set({ cookie: GOOD_COOKIE, origin: ORIGIN })
      .send({ name: 'Copertina rosa' })
      .expect(200);
    const next = await request(gateways[1]!).get('/prodotti/copertina').expect(200);
    expect(next.text).toContain('>Copertina rosa</h1>');
    expect(next.text).toContain('<title>Copertina rosa');
    await expectEverywhere('Copertina rosa');
  });

  it('when a restore is published while the gateways’ restore listener is disconnected, then no stale page or read is served', async () => {
    const listener = clearCachesOnRestore(redisUrl, names, createLogger('gateway-test', 'silent'));
    await listener.close();
    await expectEverywhere('Copertina rosa');
    // The restore replaces the data under the gateways (no admin write: no write version moves).
    current = copertina('Copertina del backup');
    const stale = await request(gateways[1]!).get('/prodotti/copertina').expect(200);
    expect(stale.text, 'the caches are in use').toContain('>Copertina rosa</h1>');

    const backup = createRedis(redisUrl);
    if (backup.status !== 'ready') await once(backup, 'ready');
    await publishDataRestored(backup, names, 'installazione-test', 'job-1');
    backup.disconnect();
    await expectEverywhere('Copertina del backup');
  });

  it('renders a shared link with tracking parameters as the bare page, once, with a clean canonical URL', async () => {
    await request(gateways[0]!)
      .put('/api/admin/products/5')
      .set({ cookie: GOOD_COOKIE, origin: ORIGIN })
      .send({ name: 'Copertina verde' })
      .expect(200);
    const click = (n: number) => `?fbclid=IwAR${n}&utm_source=instagram&utm_medium=social&gclid=g${n}`;
    const first = await request(gateways[0]!)
      .get(`/prodotti/copertina${click(0)}`)
      .expect(200);
    await request(gateways[0]!)
      .get(`/api/products/copertina${click(0)}`)
      .expect(200);
    expect(upstreams.storefront.requests.at(-1)?.url).toBe('/__ssr/render?path=%2Fprodotti%2Fcopertina');
    expect(first.text).toContain(`<link rel="canonical" href="${ORIGIN}/prodotti/copertina" />`);
    expect(first.text).toContain(`<meta property="og:url" content="${ORIGIN}/prodotti/copertina" />`);
    const [rendered, read] = [renders(), apiReads()];
    for (let n = 1; n <= 5; n++) {
      const page = await request(gateways[0]!)
        .get(`/prodotti/copertina${click(n)}`)
        .expect(200);
      expect(page.text).toBe(first.text);
      await request(gateways[0]!)
        .get(`/api/products/copertina${click(n)}`)
        .expect(200);
    }
    expect((await request(gateways[0]!).get('/prodotti/copertina').expect(200)).text).toBe(first.text);
    expect(renders()).toBe(rendered);
    expect(apiReads()).toBe(read);
  });
});
