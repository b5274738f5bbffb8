import type { IncomingMessage, Server, ServerResponse } from 'node:http';

let draining = false;

/** Whether this process is stopping: readiness then answers 503 so load balancers stop sending here. */
export function isDraining(): boolean {
  return draining;
}

const SWEEP_MS = 100;

/**
 * Makes a server stoppable without failing a request (docs/decisions/rolling-restarts.md). Call it when
 * the server is created; the returned `drain(delayMs)`:
 * 1. marks the process draining (isDraining(): readiness 503) and makes every response close its
 *    connection, while the listener still accepts for `delayMs`, so load balancers (Kubernetes
 *    endpoints, the gateway's list of replicas) stop sending here before it stops listening;
 * 2. stops listening; requests in flight finish, and a keep-alive connection is closed as soon as its
 *    current response is sent (Node would keep it open for keepAliveTimeout, and close() would wait);
 *    until then an idle one is left open, closed by its next answer;
 * resolves when the last connection has ended.
 */
export function drainable(server: Server): (delayMs: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return async (delayMs) => {
    draining = true;
    closing = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // While it still listens, a kept-alive connection is closed by its next answer (Connection: close),
    // never while idle: a client may be sending a request on it at that very moment, and a write that
    // meets a closed connection cannot be sent again. By the end of the delay clients have left this
    // process out (from its first Connection: close answer).
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // A response that had already started keeps its connection open: closed once it is idle.
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    server.closeIdleConnections();
    try {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    } finally {
      clearInterval(sweep);
    }
  };
}
