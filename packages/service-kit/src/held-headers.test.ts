import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HeldHeadersResponse, holdHeader, releaseHeldHeaders } from './held-headers.ts';

type Handler = (req: IncomingMessage, res: HeldHeadersResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** One answer from a server whose responses hold headers: its status, headers in arrival order, body. */
async function answer(handler: Handler) {
  server = createServer({ ServerResponse: HeldHeadersResponse }, (req, res) =>
    handler(req, res as HeldHeadersResponse),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const names = [...res.headers.keys()].filter(
    (name) => !['date', 'connection', 'keep-alive'].includes(name),
  );
  return {
    status: res.status,
    headers: Object.fromEntries(names.map((n) => [n, res.headers.get(n)])),
    body: await res.text(),
  };
}

const holdTwo = (res: HeldHeadersResponse) => {
  holdHeader(res, 'x-request-id', 'r1');
  holdHeader(res, 'x-frame-options', 'DENY');
};

describe('a response that holds its edge headers', () => {
  it('writes them with the answer’s own in one head, the answer’s value winning a shared name', async () => {
    const got = await answer((_req, res) => {
      holdTwo(res);
      res
        .writeHead(201, {
          'Content-Type': 'text/plain',
          'X-Frame-Options': 'SAMEORIGIN',
          'Content-Length': 4,
        })
        .end('ciao');
    });
    expect(got).toEqual({
      status: 201,
      headers: {
        'x-request-id': 'r1',
        'x-frame-options': 'SAMEORIGIN',
        'content-type': 'text/plain',
        'content-length': '4',
      },
      body: 'ciao',
    });
  });

  it('writes them when the head is implicit, with a reason, or given as a flat list or as pairs', async () => {
    for (const send of [
      (res: HeldHeadersResponse) => res.end('ok'),
      (res: HeldHeadersResponse) => res.writeHead(200, 'Va bene', { 'x-a': '1' }).end('ok'),
      (res: HeldHeadersResponse) => res.writeHead(200, ['x-a', '1']).end('ok'),
      (res: HeldHeadersResponse) => res.writeHead(200, [['x-a', '1']] as never).end('ok'),
    ]) {
      const got = await answer((_req, res) => {
        holdTwo(res);
        send(res);
      });
      expect(got.headers).toMatchObject({ 'x-request-id': 'r1', 'x-frame-options': 'DENY' });
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('keeps one header per name: a later hold replaces an earlier one', async () => {
    const got = await answer((_req, res) => {
      holdTwo(res);
      holdHeader(res, 'x-request-id', 'r2');
      res.end();
    });
    expect(got.headers['x-request-id']).toBe('r2');
  });

  it('answers reads of its headers before and after the head is written, as Node does', async () => {
    const seen: unknown[] = [];
    await answer((_req, res) => {
      holdTwo(res);
      res.writeHead(200, { 'content-type': 'text/plain' });
      seen.push(res.getHeader('X-Request-Id'), res.hasHeader('content-type'), res.hasHeader('etag'));
      seen.push(res.getHeaders(), res.getHeaderNames());
      res.end();
    });
    expect(seen).toEqual([
      'r1',
      true,
      false,
      { 'x-request-id': 'r1', 'x-frame-options': 'DENY', 'content-type': 'text/plain' },
      ['x-request-id', 'x-frame-options', 'content-type'],
    ]);
  });

  it('becomes an ordinary response once a header is set, read or removed the progressive way', async () => {
    const got = await answer((_req, res) => {
      holdTwo(res);
      expect(res.getHeader('x-frame-options')).toBe('DENY');
      res.setHeader('Content-Type', 'text/plain');
      res.removeHeader('x-request-id');
      holdHeader(res, 'x-late', 'yes');
      res.end('ok');
    });
    expect(got.headers).toEqual({
      'x-frame-options': 'DENY',
      'content-type': 'text/plain',
      'x-late': 'yes',
      'content-length': '2',
    });
  });

  it('hands them over before it takes another prototype, as Express gives a routed response', async () => {
    const expressLike = Object.create(ServerResponse.prototype) as ServerResponse;
    const got = await answer((_req, res) => {
      holdTwo(res);
      releaseHeldHeaders(res);
      Object.setPrototypeOf(res, expressLike);
      res.setHeader('content-type', 'text/plain');
      res.end('ok');
    });
    expect(got.headers).toMatchObject({
      'x-request-id': 'r1',
      'x-frame-options': 'DENY',
      'content-type': 'text/plain',
    });
  });

  it('refuses a header once the head is written, as setHeader does', async () => {
    let error: unknown;
    await answer((_req, res) => {
      res.writeHead(204).end();
      try {
        holdHeader(res, 'x-late', 'no');
      } catch (e) {
        error = e;
      }
    });
    expect((error as { code?: string }).code).toBe('ERR_HTTP_HEADERS_SENT');
  });
});

describe('holdHeader on any other response', () => {
  it('sets the header at once', async () => {
    const res = new ServerResponse({ method: 'GET', headers: {} } as IncomingMessage);
    holdHeader(res, 'x-request-id', 'r1');
    expect(res.getHeader('x-request-id')).toBe('r1');
  });
});
