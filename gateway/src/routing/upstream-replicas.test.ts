// Several replicas behind one upstream name (rolling restarts): spread, retried once, drained.
// Two real servers on 127.0.0.1 and 127.0.0.2 with one port stand for two containers of a service
// that compose's DNS lists under one name.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxy } from './proxy.ts';
import { createUpstreamPool, type PoolOptions, type UpstreamPool } from './upstream-pool.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Replica {
  address: string;
  hits: string[];
  handler: Handler;
  server?: Server;
}

const ok: Handler = (req, res) => res.end(`${req.method} ${req.url} to ${req.headers.host}`);
const open: Server[] = [];
const pools: UpstreamPool[] = [];
afterEach(async () => {
  pools.splice(0).forEach((pool) => pool.close());
  await Promise.all(
    open
      .splice(0)
      .map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))),
  );
});

async function listen(replica: Replica, port: number): Promise<number> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      replica.hits.push(`${req.method} ${req.url}`);
      replica.handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, replica.address, resolve));
  open.push(server);
  replica.server = server;
  return (server.address() as AddressInfo).port;
}

/** Replica A listens; B is started on the same port only when `bListens`. */
async function system(b: Partial<Replica> & { listens: boolean }, poolOptions: PoolOptions = {}) {
  const a: Replica = { address: '127.0.0.1', hits: [], handler: ok };
  const replicaB: Replica = { address: '127.0.0.2', hits: [], handler: b.handler ?? ok };
  const port = await listen(a, 0);
  if (b.listens) await listen(replicaB, port);
  let addresses = ['127.0.0.1', '127.0.0.2'];
  const pool = createUpstreamPool(`http://catalog.internal:${port}`, {
    resolve: async () => addresses,
    resolveEveryMs: 60_000,
    probeEveryMs: 60_000,
    ...poolOptions,
  });
  pools.push(pool);
  await new Promise((resolve) => setTimeout(resolve, 10)); // the first resolution
  const app = express();
  app.use(
    createProxy({ target: `http://catalog.internal:${port}`, pathFilter: () => true, timeoutMs: 2000, pool }),
  );
  return { app, a, b: replicaB, port, pool, setAddresses: (list: string[]) => (addresses = list) };
}

describe('a scaled upstream behind the gateway', () => {
  it('spreads requests over every replica, each request to the next one, keeping the Host name', async () => {
    const { app, a, b, port } = await system({ listens: true });
    for (let i = 0; i < 10; i++) expect((await request(app).get(`/api/products?i=${i}`)).status).toBe(200);
    expect([a.hits.length, b.hits.length]).toEqual([5, 5]);
    expect((await request(app).get('/host')).text).toBe(`GET /host to catalog.internal:${port}`);
  });

  it('sends a GET refused by a stopped replica once more to another one: every answer is 200', async () => {
    const { app, a, b } = await system({ listens: false });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => request(app).get(`/api/products/${i}`)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(a.hits).toHaveLength(6);
    expect(b.hits).toHaveLength(0);
  });

  it('sends a GET whose connection is reset before any answer once more, to another replica', async () => {
    const { app, a, b } = await system({ listens: true, handler: (req) => req.socket.destroy() });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await request(app).get(`/api/categories?i=${i}`)).status);
    expect(answers).toEqual([200, 200, 200, 200]);
    // B failed once and is suspended (its probe has not run): everything else went to A.
    expect(b.hits).toHaveLength(1);
    expect(a.hits).toHaveLength(4);
  });

  it('never sends a POST twice: refused, it answers 502 and the replica is left out afterwards', async () => {
    const { app, a, b } = await system({ listens: false });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await request(app)
            .post('/api/admin/products')
            .send({ name: `p${i}` })
        ).status,
      );
    // The pool's round robin starts on A, so the second POST is the one sent to the stopped B.
    expect(statuses).toEqual([200, 502, 200, 200]);
    expect(a.hits).toEqual([
      'POST /api/admin/products',
      'POST /api/admin/products',
      'POST /api/admin/products',
    ]);
    expect(b.hits).toEqual([]);
  });

  it('a GET that fails on the second replica too is answered 502, after one retry only', async () => {
    const { app, a } = await system({ listens: false });
    await new Promise<void>((resolve) => a.server!.close(() => resolve()));
    const res = await request(app).get('/api/products');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Servizio non raggiungibile', issues: [] });
  });

  it('leaves out a draining replica (Connection: close) until its /healthz is answered on a kept-alive connection', async () => {
    let draining = true;
    const handler: Handler = (req, res) => {
      if (draining) res.setHeader('Connection', 'close');
      ok(req, res);
    };
    const { app, a, b } = await system({ listens: true, handler }, { probeEveryMs: 50 });
    await request(app).get('/one'); // A
    await request(app).get('/two'); // B, which says it is closing
    for (let i = 0; i < 4; i++) await request(app).get(`/more-${i}`);
    expect(b.hits.filter((hit) => !hit.includes('/healthz'))).toEqual(['GET /two']);
    expect(a.hits).toHaveLength(5);
    draining = false;
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 4; i++) await request(app).get(`/back-${i}`);
    expect(b.hits.filter((hit) => hit.startsWith('GET /back'))).toHaveLength(2);
  });

  it('probes a replica that appears later before it gets requests, and forgets one that is gone', async () => {
    let healthy = false;
    const { app, a, b, pool, setAddresses } = await system(
      { listens: true },
      { probe: async () => healthy, resolveEveryMs: 30, probeEveryMs: 30 },
    );
    setAddresses(['127.0.0.1']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 2; i++) await request(app).get(`/only-a-${i}`);
    setAddresses(['127.0.0.1', '127.0.0.2']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 2; i++) await request(app).get(`/not-yet-${i}`);
    expect(b.hits).toEqual([]);
    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 2; i++) await request(app).get(`/both-${i}`);
    expect(b.hits).toHaveLength(1);
    expect(a.hits).toHaveLength(5);
    expect(pool.pick()).toMatch(/^http:\/\/127\.0\.0\.[12]:\d+$/);
  });

  it('uses an address or a single replica as it is (a Kubernetes Service, npm start): never suspended', () => {
    const literal = createUpstreamPool('http://127.0.0.1:4001');
    literal.suspend('http://127.0.0.1:4001');
    expect(literal.pick()).toBe('http://127.0.0.1:4001');
  });
});
