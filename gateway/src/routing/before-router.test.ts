import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAppOf } from '@vetrina/service-kit';
import { TEST_REDIS_URL } from '@vetrina/service-kit/testing';
import { withKeyPrefix } from '../cache/testing-redis.ts';
import {
  answerOf,
  comparable,
  gatewayOf,
  lineOf,
  untilCached,
  type Gateway,
} from '../test/edge-both-ways.ts';
import { freshIPv6, hex } from '../test/fresh-clients.ts';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import type { StubHandler } from '../test/stub-upstream.ts';

// The same requests through a gateway whose edge runs before Express's router (answering micro-cache
// hits there) and through one whose edge is the router's first layer: the same answers, log lines and
// metrics, and the rate limit counts the hits answered before the router.

const ETAG = 'W/"2a-products"';
const PRODUCTS = JSON.stringify([{ id: 1, slug: 'vaso-blu', name: 'Vaso blu' }]);
/** svc-catalog's public reads, cacheable (an ETag, public): what the micro-cache stores. */
const cacheable: StubHandler = (_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, no-cache',
    etag: ETAG,
  });
  res.end(PRODUCTS);
};

type Send = (server: Server, id: string) => request.Test;
const get =
  (path: string, headers: Record<string, string> = {}): Send =>
  (server, id) =>
    request(server)
      .get(path)
      .set({ Host: 'vetrina.test', 'X-Request-Id': id, ...headers });

/** Requests through the whole edge: cache hits, and every way the edge answers or passes a request on. */
const CASES: [string, Send][] = [
  ['a cached read', get('/api/products')],
  ['a cached read with parameters it does not read', get('/api/products?utm_source=ig&fbclid=x1')],
  ['a conditional cached read the client holds (304)', get('/api/products', { 'If-None-Match': ETAG })],
  ['a conditional cached read the client does not hold', get('/api/products', { 'If-None-Match': '"old"' })],
  ['a cached read by a path written otherwise', get('//api/./featured/../products')],
  ['a preview, never cached', get('/api/products?anteprima=token')],
  ['a read the cache does not hold', get('/api/categories')],
  ['identity headers a client sent', get('/api/categories', { 'X-Vetrina-User-Id': '1' })],
  ['an internal surface', get('/api/internal/products')],
  ['the operator surface', get('/metrics')],
  ['an API path that cannot be read', get('/api/%ZZ')],
  ['a page path that cannot be read', get('/prodotti/%C0%AF')],
  ['a query that cannot be read (the request guard)', get('/api/products?q=%FF')],
  ['a compressed request body', get('/api/products', { 'Content-Encoding': 'gzip' })],
  ['liveness', get('/healthz')],
  ['an admin read without a session', get('/api/admin/products')],
  ['an admin read with a session', get('/api/admin/products', { Cookie: GOOD_COOKIE })],
  [
    'a cross-site write',
    (server, id) =>
      request(server)
        .post('/api/contact')
        .set({ Host: 'vetrina.test', 'X-Request-Id': id, 'Sec-Fetch-Site': 'cross-site' })
        .send({ name: 'Giulia' }),
  ],
];

const LOOPBACK = ['127.0.0.1', '::1'];
let system: StubSystem;
const catalogReads = () => system.stubs.catalog.requests.length;
/** The requests the gateway before the router had proxied (not answered from its cache). */
const proxied = new Set<string>();
let before: Gateway;
let routed: Gateway;
const prefix = `before-router-${hex()}${hex()}`;

beforeAll(async () => {
  const catalogAnswers = { '/api/products': cacheable, '/api/products/featured': cacheable };
  system = await startStubSystem({}, undefined, catalogAnswers);
  // Counted like any visitor (not allow-listed), each gateway with its own counters and versions; the
  // warm-up reads come from other clients (behind the test's loopback, a trusted proxy).
  const counted = { RATE_LIMIT_ALLOW: [], RATE_LIMIT_READS_PER_MINUTE: 1000, TRUST_PROXY: LOOPBACK };
  before = gatewayOf(system, true, { ...counted, REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-a:`) });
  routed = gatewayOf(system, false, { ...counted, REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-b:`) });
  for (const gateway of [before, routed]) await untilCached(gateway.app, '/api/products', catalogReads);
});
afterAll(() => system.close());

describe('the edge before the router and as its first layer', () => {
  it.each(CASES)('%s: the same status, headers and body', async (name, send) => {
    const id = `case-${CASES.findIndex(([n]) => n === name)}`;
    const reads = catalogReads();
    const fast = await send(before.server, id);
    if (catalogReads() > reads) proxied.add(id);
    const slow = await send(routed.server, id);
    expect(answerOf(fast)).toEqual(answerOf(slow));
  });

  it('answers micro-cache hits without the router, and only them', () => {
    // A hit goes to the router only when it was not served from the cache after all (a version read
    // Redis did not answer in time is a miss, proxied).
    const hits = ['case-0', 'case-1', 'case-2', 'case-3', 'case-4'];
    for (const id of hits) expect(before.routed.includes(id)).toBe(proxied.has(id));
    expect(hits.filter((id) => !before.routed.includes(id)).length).toBeGreaterThan(0);
    const passedOn = CASES.map((_, i) => `case-${i}`).filter((id) => !hits.includes(id));
    // Liveness, and what the edge refuses before its log step, are answered in the edge too.
    const answeredInEdge = ['case-8', 'case-9', 'case-10', 'case-11', 'case-14', 'case-15', 'case-17'];
    for (const id of passedOn.filter((id) => !answeredInEdge.includes(id)))
      expect(before.routed).toContain(id);
    // The router of the other gateway sees every request.
    for (const id of CASES.map((_, i) => `case-${i}`)) expect(routed.routed).toContain(id);
  });

  it('writes the same request line for every request, and none for what the edge refuses before logging', async () => {
    const marker = 'marker-lines';
    await get('/api/products')(before.server, marker);
    await get('/api/products')(routed.server, marker);
    await lineOf(before, marker);
    await lineOf(routed, marker);
    for (let i = 0; i < CASES.length; i++) {
      const id = `case-${i}`;
      const mine = (gateway: Gateway) =>
        gateway.lines.filter((l) => l.req?.id === id && l.res !== undefined).map(comparable);
      expect(mine(before), CASES[i]![0]).toEqual(mine(routed));
    }
    // A cached read's line: the request as it arrived, the answer's own headers, the response time.
    const hit = before.lines.find((l) => l.req?.id === 'case-0')!;
    expect(hit).toMatchObject({
      msg: 'request completed',
      req: { id: 'case-0', method: 'GET', url: '/api/products', headers: { host: 'vetrina.test' } },
      res: { statusCode: 200, headers: { etag: ETAG } },
    });
    expect(typeof hit.responseTime).toBe('number');
    // Refused before the log step: no line, on either path.
    for (const id of ['case-8', 'case-10', 'case-11'])
      expect(before.lines.some((l) => l.req?.id === id)).toBe(false);
  });

  it('times every request in the same metrics', async () => {
    const counts = async (gateway: Gateway) =>
      (await request(opsAppOf(gateway.app)).get('/metrics')).text
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count'))
        .sort();
    // Each gateway also served its warm-up reads (a miss, then hits, in both) and the marker.
    const [fast, slow] = [await counts(before), await counts(routed)];
    expect(fast.length).toBeGreaterThan(0);
    const hitsOf = (lines: string[]) =>
      lines.find(
        (l) => l.includes('method="GET"') && l.includes('route="other"') && l.includes('status="200"'),
      );
    expect(hitsOf(fast)).toBeDefined();
    expect(fast.filter((l) => !l.includes('status="200"'))).toEqual(
      slow.filter((l) => !l.includes('status="200"')),
    );
  });
});

describe('the rate limit before the router', () => {
  it('counts micro-cache hits: the same budget, the same 429, one log line for the first refusal', async () => {
    const small = { RATE_LIMIT_ALLOW: [], RATE_LIMIT_READS_PER_MINUTE: 3, TRUST_PROXY: LOOPBACK };
    const fast = gatewayOf(system, true, {
      ...small,
      REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-c:`),
    });
    const slow = gatewayOf(system, false, {
      ...small,
      REDIS_URL: withKeyPrefix(TEST_REDIS_URL, `${prefix}-d:`),
    });
    // Filled by other clients, so the counted one reads hits only.
    for (const gateway of [fast, slow])
      await untilCached(gateway.app, '/api/products/featured', catalogReads);
    const client = freshIPv6();
    const reads = async (gateway: Gateway) => {
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(
          answerOf(
            await request(gateway.server)
              .get('/api/products/featured')
              .set({ Host: 'vetrina.test', 'X-Request-Id': `limit-${i}`, 'X-Forwarded-For': client }),
          ),
        );
      return answers;
    };
    const [fastAnswers, slowAnswers] = [await reads(fast), await reads(slow)];
    expect(fastAnswers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(fastAnswers).toEqual(slowAnswers);
    expect(fastAnswers[3]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(fastAnswers[3]!.headers.ratelimit).toBe('"reads";r=0;t=<s>');
    // Refused at the edge: the router never sees them.
    for (const id of ['limit-3', 'limit-4']) expect(fast.routed).not.toContain(id);
    await lineOf(fast, 'limit-4');
    const refusals = (gateway: Gateway) => gateway.lines.filter((l) => l.msg === 'rate limit reached');
    expect(refusals(fast)).toHaveLength(1);
    expect(refusals(fast)[0]).toMatchObject({ budget: 'reads', req: { id: 'limit-3' } });
    await lineOf(slow, 'limit-4');
    expect(refusals(slow).map(comparable)).toEqual(refusals(fast).map(comparable));
  });
});
