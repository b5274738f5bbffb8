import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.ts';

const REQUEST_ID = 'x-request-id';

/**
 * Response headers every answer carries with the same value (helmet's, and the gateway's CSP and HSTS):
 * they are the configuration, not the request, and were two thirds of every request's log line.
 */
export const CONSTANT_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

interface SerializedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
}

/** The response as logged: its status and the headers that say something about this answer. */
export function loggedResponse(res: SerializedResponse): SerializedResponse {
  const headers: Record<string, unknown> = {};
  for (const name in res.headers) if (!CONSTANT_RESPONSE_HEADERS.has(name)) headers[name] = res.headers[name];
  return { statusCode: res.statusCode, headers };
}

/**
 * One log line per request (but liveness probes), with its request id: the client's own `X-Request-Id`
 * when it is a plain token, else a new UUID, sent back in the answer's header.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers[REQUEST_ID];
      const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID, id);
      return id;
    },
    serializers: { res: loggedResponse },
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  });
}
