import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@vetrina/contracts';
import {
  createLogger,
  createRedis,
  createServicePublicReads,
  redisNames,
  type PublicReadCache,
} from '@vetrina/service-kit';
import { startContentTestApp, type ContentTestApp } from '../../../svc-content/src/test/content-test-app.ts';
import { buildApp as buildGateway } from '../app.ts';
import { withKeyPrefix } from '../cache/testing-redis.ts';
import { TEST_REDIS_URL, uniqueRedisNamespace, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { REAL_RENDER_TIMEOUT, startShellStub } from '../test/public-page-stubs.ts';
import { startRealRenderer } from '../test/real-renderer.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';
import { TEST_TOKEN, testConfig } from '../test/test-config.ts';

// The owner saves 'Impostazioni' through the gateway; the very next public page (the real storefront
// renderer reading the real svc-content, on PostgreSQL and Redis) and /api/settings show the new values,
// though the gateway's page cache and every inner cache held the old ones.
const COOKIE = 'vetrina_session=settings-test';
const ORIGIN = 'http://localhost:8080';
const redisUrl = withKeyPrefix(TEST_REDIS_URL, uniqueRedisPrefix('site-settings'));
// Its own deployment names: the versions bumped here reach no other test's caches.
const namespace = uniqueRedisNamespace('site-settings');
const servers: http.Server[] = [];
let content: ContentTestApp;
let contentReads: PublicReadCache;
let shell: StubUpstream;
let catalog: StubUpstream;
let gateway: Express;
let storefront: StubUpstream;
const renders = () => storefront.requests.length;

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  contentReads = createServicePublicReads('content', createRedis(redisUrl), redisNames(namespace));
  content = await startContentTestApp({ publicReads: contentReads });
  const contentUrl = await listen(content.app);
  catalog = await startStub('catalog', (_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Risorsa non trovata', issues: [] }));
  });
  storefront = await startRealRenderer({ catalog: catalog.url, content: contentUrl });
  const authUrl = await listen((req, res) => {
    const ok = req.headers.cookie?.includes(COOKIE) && req.headers['x-vetrina-gateway-token'] === TEST_TOKEN;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { id: 1, username: 'maker', isAdmin: true } : { message: 'no' }));
  });
  shell = await startShellStub();
  gateway = buildGateway({
    config: testConfig({
      CATALOG_URL: catalog.url,
      CONTENT_URL: contentUrl,
      AUTH_URL: authUrl,
      SHELL_URL: shell.url,
      STOREFRONT_URL: storefront.url,
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: namespace,
      PUBLIC_URL: ORIGIN,
      // A long render cache: only the write's version bump can make the next page new.
      SSR_CACHE_MS: '600000',
      ...REAL_RENDER_TIMEOUT,
    }),
    logger: createLogger('gateway-test', 'silent'),
  });
  // The page cache is active once the gateway's Redis answers: a repeated page renders nothing.
  const deadline = Date.now() + 10_000;
  for (let cached = false; !cached;) {
    if (Date.now() > deadline) throw new Error('the page cache never became active');
    await request(gateway).get('/spedizioni').expect(200);
    const before = renders();
    await request(gateway).get('/spedizioni').expect(200);
    cached = renders() === before;
  }
}, 60_000);

afterAll(async () => {
  await contentReads?.close();
  for (const server of servers) server.closeAllConnections?.();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all([shell?.close(), catalog?.close(), storefront?.close()]);
  await content?.close();
});

/** A public page's HTML without React's text separators (`6,65 €<!-- -->.`). */
const page = async (path: string) =>
  (await request(gateway).get(path).expect(200)).text.replace(/<!-- -->/g, '');

const save = (body: object) =>
  request(gateway).put('/api/admin/settings').set({ cookie: COOKIE, origin: ORIGIN }).send(body);

describe('site settings through the gateway', () => {
  it('refuses bad settings with 400 and Italian messages, and non-admins with 401', async () => {
    await request(gateway)
      .put('/api/admin/settings')
      .set({ origin: ORIGIN })
      .send({ ...DEFAULT_SITE_SETTINGS, version: 0 })
      .expect(401);
    const res = await save({ ...DEFAULT_SITE_SETTINGS, contactEmail: 'x', version: 0 }).expect(400);
    expect(res.body.issues).toEqual([
      { path: ['contactEmail'], message: 'Inserisci un indirizzo email valido' },
    ]);
  });

  it('shows a save on the very next page and /api/settings, page cache included, with no restart', async () => {
    const before = await page('/spedizioni');
    expect(before).toContain('La spedizione parte da 6,65 €.');
    expect(before).toContain('<title>Spedizioni | Vetrina Creazioni</title>');
    expect(before).toContain('https://www.instagram.com/vetrinacreazioni');
    expect((await request(gateway).get('/api/settings').expect(200)).body.siteName).toBe('Vetrina Creazioni');

    await save({
      ...DEFAULT_SITE_SETTINGS,
      siteName: 'Bottega di Anna',
      instagramUrl: 'https://www.instagram.com/bottega.anna',
      shippingRate: '7,90',
      version: 0,
    }).expect(200);

    const after = await page('/spedizioni');
    expect(after).toContain('La spedizione parte da 7,90 €.');
    expect(after).toContain('<title>Spedizioni | Bottega di Anna</title>');
    expect(after).toContain('<meta property="og:site_name" content="Bottega di Anna" />');
    expect(after).toContain('href="https://www.instagram.com/bottega.anna"');
    expect(after).not.toContain('https://www.instagram.com/vetrinacreazioni');
    expect(after).toContain('su ordinazione in 3-5; spedizione da 7,90 €.');
    const api = await request(gateway).get('/api/settings').expect(200);
    expect(api.body).toMatchObject({ siteName: 'Bottega di Anna', shippingRate: '7.90' });
    expect(api.body).not.toHaveProperty('customizationPrice');

    // And the new page is cached in turn.
    const rendered = renders();
    await request(gateway).get('/spedizioni').expect(200);
    expect(renders()).toBe(rendered);
  });
});
