import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';
import { sendJsonError, UPSTREAM_DOWN, UPSTREAM_TIMEOUT } from './json-error.ts';
import { createUpstreamPool, type UpstreamPool } from './upstream-pool.ts';

export interface ProxyOptions {
  target: string;
  /**
   * Which requests this upstream takes (the others go to the next handler). Decided here rather than by
   * http-proxy-middleware's own filter, which parses the URL once per proxy layer a request passes.
   */
  pathFilter: (req: IncomingMessage) => boolean;
  timeoutMs: number;
  /** Strips a mount prefix (remotes); API paths are proxied unchanged. */
  stripPrefix?: string;
  /** Only svc-auth needs the session cookie; other services get the checked identity instead. */
  keepCookies?: boolean;
  /** The replicas behind `target` (default: resolved from its host name, upstream-pool.ts). */
  pool?: UpstreamPool;
}

const timedOut = new WeakSet<IncomingMessage>();
/** The replica each request was last sent to, and the requests already sent a second time. */
const attempt = new WeakMap<IncomingMessage, string>();
const answered = new WeakSet<IncomingMessage>();
const retried = new WeakMap<IncomingMessage, string>();
const originalUrl = new WeakMap<IncomingMessage, string | undefined>();
/** The connection failed before the replica could answer: nothing of the request was handled there. */
const REPLICA_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH']);
// Sent a second time only without a body to replay, and idempotent whatever happened the first time.
// PUT and DELETE are idempotent too, but their bodies are streamed through (never held here).
const RETRIED_METHODS = new Set(['GET', 'HEAD']);
// Without an agent http-proxy opens a new connection per request (Connection: close). Idle sockets
// are dropped before Node servers' default 5 s keep-alive timeout so a reused socket is never stale.
const keepAliveAgent = new Agent({ keepAlive: true, timeout: 4000, maxFreeSockets: 64 });
// Headers the gateway owns for the whole site; an upstream's own copy must not replace them.
const GATEWAY_OWNED_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-powered-by'];

/**
 * One upstream: streams bodies untouched, answers JSON 502/504 when the service is down or slow.
 * Each request goes to the next replica of the upstream (upstream-pool.ts); a GET or HEAD whose
 * connection is refused or reset before any byte of the answer is sent once more, to another replica.
 */
export function createProxy(options: ProxyOptions): RequestHandler {
  const { stripPrefix } = options;
  const pool = options.pool ?? createUpstreamPool(options.target);
  const host = new URL(options.target).host;
  const giveUp = (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
    if (!('writeHead' in res)) return void res.destroy();
    const code = (err as NodeJS.ErrnoException).code;
    const slow = timedOut.has(req) || code === 'ETIMEDOUT';
    (req as { log?: { warn: (o: object, m: string) => void } }).log?.warn(
      { code, target: attempt.get(req) ?? options.target },
      'upstream error',
    );
    sendJsonError(res, slow ? 504 : 502, slow ? UPSTREAM_TIMEOUT : UPSTREAM_DOWN);
  };
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    router: (req) => {
      const origin = pool.pick(retried.get(req));
      attempt.set(req, origin);
      return origin;
    },
    // The Host header stays the upstream's name, whichever replica's address the request goes to.
    changeOrigin: false,
    agent: keepAliveAgent,
    xfwd: false,
    proxyTimeout: options.timeoutMs,
    ...(stripPrefix ? { pathRewrite: (path: string) => path.slice(stripPrefix.length) || '/' } : {}),
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('host', host);
        // Hop-by-hop: the client's `Connection: close` is not the upstream connection's (kept alive).
        proxyReq.removeHeader('connection');
        if (!options.keepCookies) proxyReq.removeHeader('cookie');
        proxyReq.on('timeout', () => timedOut.add(req));
      },
      proxyRes: (proxyRes, req) => {
        answered.add(req);
        // A draining replica closes every connection after its answer: send the next ones elsewhere.
        if (proxyRes.headers.connection === 'close') pool.suspend(attempt.get(req)!);
        for (const name of GATEWAY_OWNED_HEADERS) delete proxyRes.headers[name];
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        const origin = attempt.get(req);
        const failedReplica = REPLICA_FAILURES.has(code) && !answered.has(req) && !timedOut.has(req);
        if (failedReplica && origin) pool.suspend(origin);
        const again =
          failedReplica &&
          origin !== undefined &&
          !retried.has(req) &&
          RETRIED_METHODS.has(req.method ?? '') &&
          'writeHead' in res &&
          !res.headersSent;
        if (!again) return giveUp(err, req, res);
        retried.set(req, origin);
        req.url = originalUrl.get(req);
        (req as { log?: { info: (o: object, m: string) => void } }).log?.info(
          { code, target: origin },
          'upstream connection failed: sent again to another replica',
        );
        void proxy(req as never, res as never, ((error?: Error) => giveUp(error ?? err, req, res)) as never);
      },
    },
  }) as unknown as RequestHandler;
  return (req, res, next) => {
    if (!options.pathFilter(req)) return next();
    // The path rewrite changes req.url: a second attempt starts from the original.
    originalUrl.set(req, req.url);
    return proxy(req, res, next);
  };
}
