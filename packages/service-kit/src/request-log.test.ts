import { createServer } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { HeldHeadersResponse } from './held-headers.ts';
import { CONSTANT_RESPONSE_HEADERS, requestLog } from './request-log.ts';
import { HELMET_DEFAULTS, securityHeadersStep } from './security-headers.ts';

interface LogLine {
  msg: string;
  req: { id: string; method: string; url: string; headers: Record<string, string> };
  res: { statusCode: number; headers: Record<string, unknown> };
  responseTime: number;
}

/** An app whose log lines the test reads. */
function loggedApp(level = 'info') {
  const lines: LogLine[] = [];
  const logger = createLogger('log-test', level, {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  const app = createApp({
    name: 'log-test',
    logger,
    routes: (app) => {
      app.get('/broken', (_req, res) => {
        res.status(500).json({ message: 'rotto', issues: [] });
      });
      app.get('/thing', (_req, res) => {
        res.cookie('session', 'secret-value').set('Cache-Control', 'no-store').json({ ok: true });
      });
    },
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request: the request, the status and the headers of this answer', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app)
      .get('/thing?x=1')
      .set('Cookie', 'session=abc')
      .set('X-Request-Id', 'req-1');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    const line = lines.find((l) => l.msg === 'request completed')!;
    expect(line.req).toMatchObject({ id: 'req-1', method: 'GET', url: '/thing?x=1' });
    expect(line.req.headers.cookie).toBe('[redacted]');
    expect(line.res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-1');
    // The request id is the line's req.id; the date its time; the connection's headers are not the answer's.
    for (const name of ['x-request-id', 'date', 'connection', 'keep-alive'])
      expect(line.res.headers).not.toHaveProperty(name);
    expect(line.res.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'set-cookie': '[redacted]',
    });
    expect(typeof line.responseTime).toBe('number');
  });

  it('leaves out the headers every answer carries alike', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/thing');
    const line = lines.find((l) => l.msg === 'request completed')!;
    for (const name of CONSTANT_RESPONSE_HEADERS) expect(line.res.headers).not.toHaveProperty(name);
    // The answer itself carries every one of them (helmet's defaults).
    expect([...CONSTANT_RESPONSE_HEADERS].filter((name) => res.headers[name] === undefined)).toEqual([]);
  });

  it('writes no line for liveness probes, and a new id for a request without a plain one', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/healthz');
    expect(lines).toHaveLength(0);
    const res = await request(app).get('/thing').set('X-Request-Id', 'not plain!');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]!.req.id).toBe(res.headers['x-request-id']);
  });

  it("writes a line only at a level the logger writes: at 'error', the 5xx line and nothing else", async () => {
    const { app, lines } = loggedApp('error');
    await request(app).get('/thing');
    expect(lines).toHaveLength(0);
    await request(app).get('/broken').set('X-Request-Id', 'req-5');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request errored',
      req: { id: 'req-5' },
      res: { statusCode: 500 },
    });
    expect(lines[0]).toMatchObject({ level: 50, err: { message: 'failed with status code 500' } });
  });
});

describe('the request log of a response that held its headers', () => {
  /** The line of one request through the log and the security headers, on a server of this response class. */
  async function lineFrom(ServerResponse: typeof HeldHeadersResponse | undefined) {
    const lines: LogLine[] = [];
    const logger = createLogger('log-test', 'info', {
      write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
    });
    const log = requestLog(logger);
    const headers = securityHeadersStep(HELMET_DEFAULTS);
    const server = createServer(ServerResponse ? { ServerResponse } : {}, (req, res) =>
      log(req, res, () =>
        headers(req, res, () =>
          res
            .writeHead(200, {
              'Content-Type': 'text/plain',
              'Set-Cookie': 'session=secret',
              'Content-Length': 2,
            })
            .end('ok'),
        ),
      ),
    );
    await request(server).get('/thing').set('X-Request-Id', 'req-h');
    return lines.find((l) => l.msg === 'request completed')!;
  }

  it('logs the answer it wrote as any response would: its own headers, the cookie censored', async () => {
    const held = await lineFrom(HeldHeadersResponse);
    expect(held.res).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'text/plain', 'set-cookie': '[redacted]', 'content-length': 2 },
    });
    expect(held.res).toEqual((await lineFrom(undefined)).res);
  });
});
