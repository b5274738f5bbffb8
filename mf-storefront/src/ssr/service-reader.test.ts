// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReadError } from '../page-kit/page-module.ts';
import { createServiceReader } from './service-reader.ts';

/** A service that drops the first `drops` requests' connections unanswered, then answers JSON. */
async function serviceDropping(drops: number): Promise<{ url: string; server: Server; seen: () => number }> {
  let seen = 0;
  const server = createServer((req, res) => {
    seen += 1;
    if (seen <= drops) return void req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ slug: 'bavaglino' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, seen: () => seen };
}

describe('the renderer reading a service', () => {
  it('sends a read again once when its connection closes before any answer (a replica restarting)', async () => {
    const service = await serviceDropping(1);
    const read = createServiceReader({ catalog: service.url, content: service.url });
    await expect(read('/api/products/bavaglino')).resolves.toEqual({ slug: 'bavaglino' });
    expect(service.seen()).toBe(2);
    service.server.close();
  });

  it('gives up after the second try, as a read error (the page answers 503)', async () => {
    const service = await serviceDropping(5);
    const read = createServiceReader({ catalog: service.url, content: service.url });
    await expect(read('/api/products/bavaglino')).rejects.toBeInstanceOf(ReadError);
    expect(service.seen()).toBe(2);
    service.server.close();
  });
});
