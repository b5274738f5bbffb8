// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeReadsToServices, SERVICE_READS_ORIGIN } from './service-reads.ts';

const originalFetch = globalThis.fetch;
const servers: Server[] = [];

/** A real HTTP server that answers with its name and the path it was asked. */
async function service(name: string): Promise<string> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ name, url: req.url }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  routeReadsToServices({ catalog: await service('catalog'), content: await service('content') });
});
afterAll(async () => {
  globalThis.fetch = originalFetch;
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const read = async (path: string, init?: RequestInit) =>
  (await (await fetch(`${SERVICE_READS_ORIGIN}${path}`, init)).json()) as { name: string; url: string };

describe("the renderer's reads", () => {
  it('go to the service that owns them, path and query unchanged', async () => {
    expect(await read('/api/products/featured')).toEqual({ name: 'catalog', url: '/api/products/featured' });
    expect(await read('/api/categories/3/products?exclude=7')).toEqual({
      name: 'catalog',
      url: '/api/categories/3/products?exclude=7',
    });
    expect(await read('/api/testimonials')).toEqual({ name: 'content', url: '/api/testimonials' });
    expect(await read('/api/contact/form')).toEqual({ name: 'content', url: '/api/contact/form' });
  });

  it('are refused when no service owns them or they are not reads', async () => {
    await expect(read('/api/admin/products')).rejects.toThrow(/no service answers GET/);
    await expect(read('/api/contact', { method: 'POST' })).rejects.toThrow(/no service answers POST/);
  });
});
