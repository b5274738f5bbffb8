import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import { HeldHeadersResponse } from './held-headers.ts';

export interface HttpTimeouts {
  /** Longest pause while a request body is still arriving before the answer is 408 (JSON). */
  bodyIdleMs: number;
  /** Time allowed to receive a request's headers (slow-header clients). */
  headersMs: number;
  /** Time allowed to receive a whole request; generous so large backup restores stream through. */
  requestMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  bodyIdleMs: 10_000,
  headersMs: 10_000,
  requestMs: 30 * 60_000,
};

export const BODY_TIMEOUT_MESSAGE = 'Tempo scaduto per la ricezione della richiesta';

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A body whose bytes stop arriving (a Content-Length that promises more than is sent) is answered
 * 408 after `idleMs` without progress, instead of holding a connection and a parser until the
 * client gives up. Progress is read from the socket's byte count, so the body is never touched.
 */
function watchBodyProgress(idleMs: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const socket = req.socket;
    let seen = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const stop = () => clearTimeout(timer);
    const check = () => {
      if (req.complete || res.writableEnded || socket.destroyed) return;
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        timer = setTimeout(check, idleMs).unref();
        return;
      }
      if (res.headersSent) return void socket.destroy();
      const body = JSON.stringify({ message: BODY_TIMEOUT_MESSAGE, issues: [] });
      res.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      res.end(body, () => socket.destroy());
    };
    timer = setTimeout(check, idleMs).unref();
    req.once('end', stop);
    res.once('close', stop);
  };
}

/** The HTTP server every app runs on: bounded header, request and body-idle times. */
export function createHttpServer(app: Express, timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node looks for expired headers/requests (30 s by default, far coarser than the limits).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
      keepAliveTimeout: 65_000,
      // Edge headers held until the head is written (held-headers.ts).
      ServerResponse: HeldHeadersResponse,
    },
    app,
  );
  server.on('request', watchBodyProgress(timeouts.bodyIdleMs));
  return server;
}
