import type { ServerResponse } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAMES } from '@vetrina/contracts';
import { TEST_REDIS_URL } from '@vetrina/service-kit/testing';
import {
  answerOf,
  comparable,
  gatewayOf,
  lineOf,
  untilCached,
  type Gateway,
} from '../test/edge-both-ways.ts';
import { hex } from '../test/fresh-clients.ts';
import { answerProduct, copertina, startShellStub } from '../test/public-page-stubs.ts';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';
import { withKeyPrefix } from './testing-redis.ts';

// The product page through a gateway that answers page-cache hits before Express's router and through
// one whose edge is the router's first layer: the same answers in every encoding, the same 304, the same
// bypass for a signed-in or previewing visitor, the same log lines.

const PAGE = '/prodotti/copertina';
const product = copertina('Copertina azzurra');
let system: StubSystem;
let storefront: StubUpstream;
let shell: StubUpstream;
let fast: Gateway;
let routed: Gateway;
const renders = () => storefront.requests.filter((r) => r.url.startsWith('/__ssr/render')).length;

beforeAll(async () => {
  const catalogAnswers = {
    '/api/products/copertina': (_req: unknown, res: ServerResponse) =>
      answerProduct(res, product, 'copertina'),
  };
  shell = await startShellStub();
  storefront = await startStub('storefront', (req, res) => {
    const path = new URL(req.url!, 'http://x').searchParams.get('path');
    res.writeHead(200, { 'content-type': 'application/json' });
    const body = `<h1>${product.name}</h1><p data-path="${path}">${'Fatta a mano. '.repeat(100)}</p>`;
    const document = `<!doctype html><html><head><!--slot:meta--><!--/slot:meta--><!--slot:head--></head><body>${body}</body></html>`;
    res.end(JSON.stringify({ status: 200, document }));
  });
  system = await startStubSystem(
    { SHELL_URL: shell.url, STOREFRONT_URL: storefront.url, SSR_CACHE_MS: '600000' },
    undefined,
    catalogAnswers,
  );
  const prefix = `page-before-router-${hex()}${hex()}`;
  const counted = {
    RATE_LIMIT_ALLOW: [],
    RATE_LIMIT_READS_PER_MINUTE: 1000,
    TRUST_PROXY: ['127.0.0.1', '::1'],
  };
  fast = gatewayOf(system, true, { ...counted, REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-a:`) });
  routed = gatewayOf(system, false, { ...counted, REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-b:`) });
  for (const gateway of [fast, routed]) await untilCached(gateway.app, PAGE, renders);
});
afterAll(async () => {
  await Promise.all([system.close(), storefront.close(), shell.close()]);
});

const page = (headers: Record<string, string>) => (gateway: Gateway, id: string) =>
  request(gateway.server)
    .get(PAGE)
    .set({ Host: 'vetrina.test', 'X-Request-Id': id, ...headers });

describe('the product page before the router and through it', () => {
  /** The page's ETag, read through both (each counts the same requests). */
  const etagOf = async () => {
    const [a, b] = [
      await page({ 'Accept-Encoding': 'br' })(fast, 'etag'),
      await page({ 'Accept-Encoding': 'br' })(routed, 'etag'),
    ];
    expect(a.headers.etag).toBe(b.headers.etag);
    return a.headers.etag as string;
  };

  const cases: [string, (gateway: Gateway, id: string) => request.Test][] = [
    ['brotli', page({ 'Accept-Encoding': 'gzip, deflate, br' })],
    ['gzip', page({ 'Accept-Encoding': 'gzip' })],
    ['gzip preferred by q-value', page({ 'Accept-Encoding': 'br;q=0.5, gzip' })],
    ['no encoding accepted', page({ 'Accept-Encoding': 'identity' })],
    [
      'parameters the page does not read',
      (g, id) => page({ 'Accept-Encoding': 'br' })(g, id).query({ utm_source: 'ig' }),
    ],
    ['a visitor signed in (plain cookie name)', page({ Cookie: `${SESSION_COOKIE_NAMES[0]}=x` })],
    ['a visitor signed in (HTTPS cookie name)', page({ Cookie: `${SESSION_COOKIE_NAMES[1]}=x` })],
    ['a preview link', (g, id) => page({})(g, id).query({ anteprima: 'token' })],
  ];

  /** The requests the fast gateway had rendered (not served from its cache). */
  const rendered = new Set<string>();

  it.each(cases)('%s: the same status, headers and body', async (name, send) => {
    const id = `page-${cases.findIndex(([n]) => n === name)}`;
    const before = renders();
    const answer = await send(fast, id);
    if (renders() > before) rendered.add(id);
    expect(answerOf(answer)).toEqual(answerOf(await send(routed, id)));
  });

  it('answers 304 the same way to a browser holding the page', async () => {
    const etag = await etagOf();
    const held = page({ 'Accept-Encoding': 'br', 'If-None-Match': etag });
    const [a, b] = [await held(fast, 'held'), await held(routed, 'held')];
    expect(a.status).toBe(304);
    expect(answerOf(a)).toEqual(answerOf(b));
  });

  it('serves stored pages without the router, and hands it the visitors it must not serve from the cache', () => {
    for (const id of ['page-0', 'page-1', 'page-2', 'page-3', 'page-4', 'held'])
      expect(fast.routed).not.toContain(id);
    for (const id of ['page-5', 'page-6', 'page-7']) expect(fast.routed).toContain(id);
  });

  it('writes the same request line either way', async () => {
    for (const id of ['page-0', 'page-5', 'held']) {
      const [a, b] = [await lineOf(fast, id), await lineOf(routed, id)];
      expect(comparable(a)).toEqual(comparable(b));
    }
    expect(await lineOf(fast, 'page-4')).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: `${PAGE}?utm_source=ig` },
      res: { statusCode: 200, headers: { 'content-encoding': 'br', vary: 'Accept-Encoding' } },
    });
  });
});
