import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicReadCache, createRedis, redisNames, type PublicReadCache } from '@vetrina/service-kit';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { sendHtml } from '../public-pages/compress-html.ts';
import { createPublicCaches } from '../public-pages/public-caches.ts';
import { createGatewayPublicReads } from './gateway-public-reads.ts';
import { pageCache } from './page-cache.ts';
import { versionsReadable, withKeyPrefix } from './testing-redis.ts';

// Version keys of this file's own (ioredis keyPrefix): no other test's writes move them between two reads.
const redisUrl = withKeyPrefix(TEST_REDIS_URL, uniqueRedisPrefix('page-cache'));
const REFRESH_MS = 400;
const otherReplica = createRedis(redisUrl);
let reads: PublicReadCache;
let server: http.Server;
let base: string;

/** The page handler's world: what it shows, how long a render takes, every URL it rendered. */
const site = { name: 'Bavaglino', renderMs: 0, rendered: [] as string[] };
const page = (title: string, url: string) =>
  `<!doctype html><html lang="it"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<p data-url="${url}">${'Cucito a mano, cotone biologico. '.repeat(80)}</p></body></html>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body decoded as the browser would. */
  text: string;
}

function get(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, text: decoded.toString() });
        });
      })
      .on('error', reject);
  });
}

const renders = () => site.rendered.length;
/** An admin write on another replica, as svc-catalog makes it: its version key moves. */
const writeElsewhere = async (name: string) => {
  site.name = name;
  await otherReplica.incr(redisNames().publicVersion.catalog);
};

beforeAll(async () => {
  reads = createGatewayPublicReads(redisUrl, redisNames())!;
  const app = express();
  app.use(pageCache({ reads, caches: createPublicCaches(), refreshMs: REFRESH_MS }).middleware);
  app.get('/{*page}', async (req, res) => {
    site.rendered.push(req.originalUrl);
    if (site.renderMs > 0) await new Promise((resolve) => setTimeout(resolve, site.renderMs));
    if (req.path === '/prodotti/assente') return sendHtml(req, res.status(404), page('Non trovato', ''));
    if (req.path === '/prodotti/con-cookie') res.append('Set-Cookie', 'visto=1; Path=/');
    res.set('Cache-Control', 'no-cache');
    sendHtml(req, res, page(site.name, req.originalUrl));
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await versionsReadable(reads);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await reads.close();
  otherReplica.disconnect();
});

beforeEach(async () => {
  site.renderMs = 0;
  await writeElsewhere('Bavaglino');
});

describe('full-page cache', () => {
  it('renders a page once, then serves it from memory in brotli, gzip or as it is, all of the same page', async () => {
    const first = await get('/prodotti/bavaglino');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const rendered = renders();
    const gzip = await get('/prodotti/bavaglino', { 'accept-encoding': 'gzip' });
    const identity = await get('/prodotti/bavaglino', { 'accept-encoding': 'identity' });
    const again = await get('/prodotti/bavaglino');
    expect(renders(), 'served from memory').toBe(rendered);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.text).toBe(first.text);
    expect(identity.text).toBe(first.text);
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(first.raw.length).toBeLessThan(identity.raw.length / 4);
    for (const answer of [first, gzip, identity]) {
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['etag']).toBe(first.headers['etag']);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    }
  });

  it('answers 304 without a body when the browser already holds the page', async () => {
    const first = await get('/faq');
    const revalidated = await get('/faq', { 'if-none-match': first.headers['etag']! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
    expect(revalidated.headers['etag']).toBe(first.headers['etag']);
    expect((await get('/faq', { 'if-none-match': 'W/"altro"' })).status).toBe(200);
  });

  it('serves the new page on the very next request after a write on any replica', async () => {
    expect((await get('/prodotti/bavaglino')).text).toContain('<h1>Bavaglino</h1>');
    await writeElsewhere('Bavaglino rosa');
    const after = await get('/prodotti/bavaglino');
    expect(after.text).toContain('<h1>Bavaglino rosa</h1>');
  });

  it('renders once for many visitors arriving together on a page not yet in memory', async () => {
    await writeElsewhere('Cuscino');
    site.renderMs = 150;
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/prodotti/cuscino')));
    expect(renders() - before).toBe(1);
    for (const answer of answers) expect(answer.text).toContain('<h1>Cuscino</h1>');
  });

  it('when a page is due for a refresh, then one request renders it while the others get it at once', async () => {
    await get('/prodotti/copertina');
    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 50));
    site.renderMs = 1500;
    const before = renders();
    let refreshed = false;
    const refreshing = get('/prodotti/copertina').then(() => (refreshed = true));
    await expect.poll(renders).toBe(before + 1);
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => get('/prodotti/copertina')));
    expect(refreshed, 'answered before the render ended').toBe(false);
    for (const answer of meanwhile) expect(answer.text).toContain('<h1>Bavaglino</h1>');
    await refreshing;
    expect(renders() - before).toBe(1);
  });

  it('after a write, waits for the new page rather than serving the old one, even with a render in flight', async () => {
    await get('/prodotti/sacca');
    site.renderMs = 150;
    await writeElsewhere('Sacca nuova');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/prodotti/sacca')));
    for (const answer of answers) expect(answer.text).toContain('<h1>Sacca nuova</h1>');
  });

  it('keys a page on the parameters it reads: tracking and unknown ones share the bare page and never reach the render', async () => {
    const bare = await get('/prodotti?q=bavaglino&categoria=bimbi');
    const rendered = renders();
    const tracked = [
      '/prodotti?utm_source=instagram&utm_medium=social&utm_campaign=estate&q=bavaglino&categoria=bimbi',
      '/prodotti?categoria=bimbi&fbclid=IwAR123&q=bavaglino',
      '/prodotti?q=bavaglino&gclid=abc&dclid=d&msclkid=m&categoria=bimbi',
      '/prodotti?q=bavaglino&categoria=bimbi&mc_cid=1&mc_eid=2&igshid=3&_ga=4&ref=5&x=42',
    ];
    for (const url of tracked) expect((await get(url)).raw.equals(bare.raw), url).toBe(true);
    expect(renders()).toBe(rendered);
    expect(bare.text).toContain('data-url="/prodotti?q=bavaglino&categoria=bimbi"');
    await get('/chi-siamo?fbclid=unico-per-click');
    expect(site.rendered.at(-1)).toBe('/chi-siamo');
    // A parameter the page reads is its own page.
    await get('/prodotti?q=cuscino');
    expect(renders()).toBe(rendered + 2);
  });

  it('never keeps a signed-in, preview, per-visitor or Set-Cookie answer, nor a 404', async () => {
    const uncached: Array<[string, http.OutgoingHttpHeaders]> = [
      ['/prodotti/bavaglino', { cookie: 'tema=scuro; vetrina_session=abc' }],
      // The name svc-auth gives the session cookie on an https site (issue 29 item 4).
      ['/prodotti/bavaglino', { cookie: 'tema=scuro; __Host-vetrina_session=abc' }],
      ['/prodotti/bavaglino?anteprima=token', {}],
      ['/contatti', {}],
      ['/prodotti/con-cookie', {}],
      ['/prodotti/assente', {}],
    ];
    for (const [path, headers] of uncached) {
      const before = renders();
      const first = await get(path, headers);
      await get(path, headers);
      expect(renders() - before, path).toBe(2);
      if (path === '/prodotti/con-cookie') expect(first.headers['set-cookie']).toEqual(['visto=1; Path=/']);
      if (path === '/prodotti/assente') expect(first.status).toBe(404);
    }
  });

  it('when Redis cannot tell the versions, then every request renders (nothing old is served)', async () => {
    const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null, lazyConnect: true });
    down.on('error', () => {});
    const app = express();
    let count = 0;
    const cache = createPublicReadCache({ redis: down, versionKey: 'vetrina:test:none' });
    app.use(pageCache({ reads: cache, caches: createPublicCaches(), refreshMs: 60_000 }).middleware);
    app.get('/faq', (_req, res) => void res.send(`render ${++count}`));
    const local = app.listen(0, '127.0.0.1');
    await once(local, 'listening');
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/faq`;
    expect(await (await fetch(url)).text()).toBe('render 1');
    expect(await (await fetch(url)).text()).toBe('render 2');
    local.close();
    await cache.close();
    down.disconnect();
  });
});
