import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import * as z from 'zod';
import { createApp } from './app.ts';
import { BODY_TIMEOUT_MESSAGE, createHttpServer } from './http-server.ts';
import { parse } from './validation.ts';

const TIMEOUTS = { bodyIdleMs: 400, headersMs: 600, requestMs: 60_000 };

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  elapsedMs: number;
}

/** Sends raw bytes (optionally in timed pieces) and reads until the server closes the connection. */
type Piece = { data: string; afterMs?: number };

function raw(port: number, pieces: Piece[], opts: { abortAfterMs?: number } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1] ?? 0),
        headers: head,
        body,
        elapsedMs: Date.now() - started,
      });
    });
    let delay = 0;
    for (const piece of pieces) {
      delay += piece.afterMs ?? 0;
      setTimeout(() => socket.writable && socket.write(piece.data), delay);
    }
    if (opts.abortAfterMs !== undefined) setTimeout(() => socket.destroy(), opts.abortAfterMs);
  });
}

describe('HTTP server limits', () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const app = createApp({
      name: 'test',
      logger: pino({ level: 'info' }, stream),
      routes: (router) => {
        router.post('/echo', (req, res) => void res.json(parse(z.object({ name: z.string() }), req.body)));
        router.get('/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 1200));
      },
    });
    server = createHttpServer(app, TIMEOUTS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const head = (length: number) =>
    `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('when Content-Length promises more than is sent, then it answers 408 JSON within the body timeout', async () => {
    const answer = await raw(port, [{ data: head(100) + '{"name":"An' }]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: BODY_TIMEOUT_MESSAGE, issues: [] });
    expect(answer.headers.toLowerCase()).toContain('connection: close');
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyIdleMs - 50);
    expect(answer.elapsedMs).toBeLessThan(3 * TIMEOUTS.bodyIdleMs + 500);
  });

  it('when a chunked body stops arriving, then it answers 408 as well', async () => {
    const chunked =
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"nam\r\n';
    const answer = await raw(port, [{ data: chunked }]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).message).toBe(BODY_TIMEOUT_MESSAGE);
  });

  it('when a body arrives slowly but steadily, then it is read to the end (the timeout is per pause)', async () => {
    const body = JSON.stringify({ name: 'Anna' });
    const pieces: Piece[] = [{ data: head(body.length) }];
    for (const char of body) pieces.push({ data: char, afterMs: 150 });
    const answer = await raw(port, pieces, { abortAfterMs: 150 * body.length + 600 });
    expect(answer.status).toBe(200);
    expect(answer.elapsedMs).toBeGreaterThan(TIMEOUTS.bodyIdleMs);
  });

  it('when a complete request takes longer than the body timeout to answer, then it is not cut off', async () => {
    const answer = await raw(port, [{ data: 'GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' }]);
    expect(answer.status).toBe(200);
  });

  it('when the headers never finish, then the connection ends with 408 within the headers timeout', async () => {
    const answer = await raw(port, [{ data: 'GET /echo HTTP/1.1\r\nHost: x\r\n' }]);
    expect(answer.status).toBe(408);
    expect(answer.elapsedMs).toBeLessThan(TIMEOUTS.headersMs + 2000);
  });

  it('when the client aborts in the middle of a body, then nothing is logged as an error', async () => {
    const before = lines.length;
    await raw(port, [{ data: head(100) + '{"name":' }], { abortAfterMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });
});
