import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, type Filter } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';
import { sendJsonError, UPSTREAM_DOWN, UPSTREAM_TIMEOUT } from './json-error.ts';

export interface ProxyOptions {
  target: string;
  pathFilter: Filter<IncomingMessage>;
  timeoutMs: number;
  /** Strips a mount prefix (remotes); API paths are proxied unchanged. */
  stripPrefix?: string;
  /** Only svc-auth needs the session cookie; other services get the checked identity instead. */
  keepCookies?: boolean;
}

const timedOut = new WeakSet<IncomingMessage>();
// Without an agent http-proxy opens a new connection per request (Connection: close). Idle sockets
// are dropped before Node servers' default 5 s keep-alive timeout so a reused socket is never stale.
const keepAliveAgent = new Agent({ keepAlive: true, timeout: 4000, maxFreeSockets: 64 });
// Headers the gateway owns for the whole site; an upstream's own copy must not replace them.
const GATEWAY_OWNED_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-powered-by'];

/** One upstream: streams bodies untouched, answers JSON 502/504 when the service is down or slow. */
export function createProxy(options: ProxyOptions): RequestHandler {
  const { stripPrefix } = options;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    pathFilter: options.pathFilter,
    changeOrigin: true,
    agent: keepAliveAgent,
    xfwd: false,
    proxyTimeout: options.timeoutMs,
    ...(stripPrefix ? { pathRewrite: (path: string) => path.slice(stripPrefix.length) || '/' } : {}),
    on: {
      proxyReq: (proxyReq, req) => {
        if (!options.keepCookies) proxyReq.removeHeader('cookie');
        proxyReq.on('timeout', () => timedOut.add(req));
      },
      proxyRes: (proxyRes) => {
        for (const name of GATEWAY_OWNED_HEADERS) delete proxyRes.headers[name];
      },
      error: (err, req, res) => {
        if (!('writeHead' in res)) return void (res as Socket).destroy();
        const code = (err as NodeJS.ErrnoException).code;
        const slow = timedOut.has(req) || code === 'ETIMEDOUT';
        (req as { log?: { warn: (o: object, m: string) => void } }).log?.warn(
          { code, target: options.target },
          'upstream error',
        );
        sendJsonError(res, slow ? 504 : 502, slow ? UPSTREAM_TIMEOUT : UPSTREAM_DOWN);
      },
    },
  }) as unknown as RequestHandler;
}
