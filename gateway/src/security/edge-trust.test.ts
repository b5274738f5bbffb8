// Issue 29, through the real gateway (stand-in services): a client's address comes only from the socket
// and the proxies TRUST_PROXY names; that address is what is counted, allow-listed and forwarded.
import { randomInt, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { testConfig } from '../test/test-config.ts';

const READS = 4;
const PHOTOS = 6;
/** Counted in each system's own memory (no REDIS_URL), so reruns never share a counter. */
const LIMITED = {
  RATE_LIMIT_READS_PER_MINUTE: String(READS),
  RATE_LIMIT_PHOTOS_PER_MINUTE: String(PHOTOS),
  RATE_LIMIT_ALLOW: '10.1.2.3,203.0.113.0/24',
  TRUST_PROXY: '127.0.0.1,::1',
};

const started: StubSystem[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) server.close();
  await Promise.all(started.map((s) => s.close()));
});

async function gateway(overrides: Record<string, string> = {}) {
  const system = await startStubSystem({ ...LIMITED, ...overrides });
  started.push(system);
  const server = system.app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return { ...system, port: (server.address() as AddressInfo).port };
}

/** A GET from a chosen loopback address (a peer other than the trusted 127.0.0.1), status only. */
function getFrom(port: number, peer: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress: peer, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
}

const octet = () => randomInt(2, 250);
/** A loopback address no other test uses: a peer that is no trusted proxy. */
const untrustedPeer = () => `127.${octet()}.${octet()}.${octet()}`;
const forwardedTo = (system: StubSystem) => system.stubs.catalog.requests.at(-1)?.headers['x-forwarded-for'];

async function statuses(times: number, send: (i: number) => Promise<number>) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push(await send(i));
  return answers;
}
const servedThenRefused = (served: number) => [...Array(served).fill(200), 429];

describe('the client address at the gateway', () => {
  it("an untrusted peer's X-Forwarded-For is ignored: each spoofed address is counted as the peer", async () => {
    const system = await gateway();
    const peer = untrustedPeer();
    const answers = await statuses(READS + 1, (i) =>
      getFrom(system.port, peer, '/api/products', { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
    );
    expect(answers).toEqual(servedThenRefused(READS));
    expect(forwardedTo(system), 'the services are told the peer, not the header').toBe(peer);
  });

  it('behind a trusted proxy, the client it names is counted and forwarded; two clients get two budgets', async () => {
    const system = await gateway();
    const client = (ip: string) => request(system.app).get('/api/products').set('X-Forwarded-For', ip);
    expect(await statuses(READS + 1, async () => (await client('198.51.100.20')).status)).toEqual(
      servedThenRefused(READS),
    );
    const neighbour = await client('6.6.6.6, 198.51.100.21');
    expect(neighbour.status, 'another client behind the same proxy is served').toBe(200);
    expect(forwardedTo(system)).toBe('198.51.100.21');
    const v6 = await client('2001:db8:5:6::9');
    expect(v6.status).toBe(200);
    expect(forwardedTo(system)).toBe('2001:db8:5:6:0:0:0:9');
  });

  it('a value that is no IP address is never a client: the walk stops at the trusted proxy', async () => {
    const system = await gateway();
    const answers = await statuses(READS + 1, async (i) => {
      const res = await request(system.app)
        .get('/api/products')
        .set('X-Forwarded-For', `198.51.100.30, garbage-${i}`);
      return res.status;
    });
    expect(answers, 'garbage-0…garbage-4 share the proxy’s budget').toEqual(servedThenRefused(READS));
    expect(forwardedTo(system)).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('no header reaches the allow-list: only the resolved address is allowed', async () => {
    const system = await gateway();
    const peer = untrustedPeer();
    const spoofed = await statuses(READS + 1, () =>
      getFrom(system.port, peer, '/api/products', { 'X-Forwarded-For': 'x, 10.1.2.3' }),
    );
    expect(spoofed, 'an untrusted peer claiming 10.1.2.3').toEqual(servedThenRefused(READS));
    const behindProxy = await statuses(READS + 1, async () => {
      const res = await request(system.app)
        .get('/api/products')
        .set('X-Forwarded-For', '10.1.2.3, 198.51.100.40');
      return res.status;
    });
    expect(behindProxy, 'a client writing 10.1.2.3 in front of its own address').toEqual(
      servedThenRefused(READS),
    );
    const allowed = await statuses(READS * 2, async () => {
      const res = await request(system.app).get('/api/products').set('X-Forwarded-For', '203.0.113.9');
      return res.status;
    });
    expect(allowed, 'the proxy naming an allow-listed client').toEqual(Array(READS * 2).fill(200));
  });

  it('a flood of made-up /uploads names gets 429 while other clients are served', async () => {
    const system = await gateway();
    const photo = (ip: string) =>
      request(system.app).get(`/uploads/${randomUUID()}.webp`).set('X-Forwarded-For', ip);
    const flood = await statuses(PHOTOS + 3, async () => (await photo('198.51.100.50')).status);
    expect(flood.slice(0, PHOTOS)).not.toContain(429);
    expect(flood.slice(PHOTOS)).toEqual([429, 429, 429]);
    const catalogueCalls = system.stubs.catalog.requests.length;
    expect((await photo('198.51.100.50')).status).toBe(429);
    expect(system.stubs.catalog.requests.length, 'a refused photo costs no store lookup').toBe(
      catalogueCalls,
    );
    expect((await photo('198.51.100.51')).status, 'another visitor’s photos').not.toBe(429);
    const pages = await request(system.app).get('/api/products').set('X-Forwarded-For', '198.51.100.50');
    expect(pages.status, 'the flooder’s page budget is its own').toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('is a list of addresses and CIDR ranges; a hop count or anything else stops the start', () => {
    expect(testConfig({ TRUST_PROXY: ' 127.0.0.1, ::1,10.42.0.0/16 ' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '::1',
      '10.42.0.0/16',
    ]);
    expect(testConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual([]);
    expect(() => testConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: is no longer a hop count \("1" would let whoever connects choose their address\)/,
    );
    expect(() => testConfig({ TRUST_PROXY: '127.0.0.1,2' })).toThrow(/TRUST_PROXY: is no longer a hop count/);
    for (const bad of ['true', 'loopback', '10.0.0.0/33', '127.0.0.1;10.0.0.1'])
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(
        `TRUST_PROXY: must be comma-separated IP addresses or CIDR ranges of the proxies in front (e.g. 127.0.0.1,::1,10.42.0.0/16); "${bad}" is neither`,
      );
  });
});
