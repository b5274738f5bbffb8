import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createHttpServer } from '@vetrina/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { canonicalPath } from './canonical-path.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

describe('canonical path', () => {
  it.each([
    ['/', '/'],
    ['/api/products', '/api/products'],
    ['//api///products/', '/api/products/'],
    ['/api/./products/../categories', '/api/categories'],
    ['/api/%2e%2E/x', '/x'],
    ['/remotes/storefront%2F__ssr/render', '/remotes/storefront/__ssr/render'],
    ['/prodotti/vaso%20blu', '/prodotti/vaso%20blu'],
    ['/prodotti/caff%C3%A8', '/prodotti/caff%C3%A8'],
    ['/prodotti/caffè', '/prodotti/caff%C3%A8'],
    ['/a/b/.', '/a/b/'],
    ["/a:b@c!$&'()*+,;=", "/a:b@c!$&'()*+,;="],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each([
    '/prodotti/%ED%A0%80',
    '/api/products/%C0%AF',
    '/prodotti/%',
    '/prodotti/%zz',
    '/prodotti/%E0%A4',
    '/a/%00',
    '/a/%0d%0aSet-Cookie:x',
    '/a%5c..%5cb',
    '/..',
    '/a/../../b',
    'relative',
  ])('refuses %s', (raw) => {
    expect(canonicalPath(raw)).toBeUndefined();
  });
});

describe('bad encodings at the edge', () => {
  it.each(['/api/products/%C0%AF', '/api/products/%ED%A0%80', '/API/x/%', '/api/products/%00'])(
    '%s → 400 JSON',
    async (path) => {
      const res = await request(system.app).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Percorso non valido', issues: [] });
    },
  );

  it.each(['/prodotti/%ED%A0%80', '/prodotti/%C0%AF', '/categorie/%', '/%FF', '/..%2f..%2fetc'])(
    '%s → 400 plain page',
    async (path) => {
      const res = await request(system.app).get(path);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Richiesta non valida');
    },
  );

  it('forwards the canonical path, so services see what the gateway decided on', async () => {
    const res = await request(system.app).get('//api//products/./featured?x=%2e');
    expect(res.body).toMatchObject({ service: 'catalog', url: '/api/products/featured?x=%2e' });
  });

  it('matches the route table case-insensitively, as Express routes the services', async () => {
    const res = await request(system.app).get('/API/Products');
    expect(res.body).toMatchObject({ service: 'catalog', url: '/API/Products' });
    expect((await request(system.app).get('/Api/Admin/Products')).status).toBe(401);
  });
});

describe('a body that never arrives', () => {
  it('is answered 408 and closed instead of holding the connection', async () => {
    // The server main.ts starts (service-kit's), with a short body pause limit.
    const server = createHttpServer(system.app, { bodyIdleMs: 300, headersMs: 1000, requestMs: 60_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n{"name":',
          );
        });
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error(`no answer after 5 s: ${received}`)), 5000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(system.stubs.content.requests.some((r) => r.body.startsWith('{"name":'))).toBe(false);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
