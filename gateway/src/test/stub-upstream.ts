import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ServiceRoute } from './service-routes.ts';

export interface StubUpstream {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

export type StubHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
type Handler = StubHandler;

const echo =
  (name: string): Handler =>
  (req, res, body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ service: name, method: req.method, url: req.url, headers: req.headers, body }));
  };

/** A tiny HTTP server on a random port; by default it echoes what it received as JSON. */
export async function startStub(name: string, handler: Handler = echo(name)): Promise<StubUpstream> {
  const requests: StubUpstream['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A stand-in for a service that answers exactly the routes the real service has (method and path
 * pattern, read from its Express app by service-routes.ts), echoing what it received; any other
 * request gets 404, as from the real service. `overrides` answer some paths differently.
 */
export function startServiceStub(
  name: string,
  routes: ServiceRoute[],
  overrides: Record<string, Handler> = {},
): Promise<StubUpstream> {
  const router = express.Router();
  const answer = (handler: Handler) => (req: express.Request, res: express.Response) =>
    handler(Object.assign(req, { url: req.originalUrl }), res, (req as { stubBody?: string }).stubBody ?? '');
  for (const [path, handler] of Object.entries(overrides)) router.all(path, answer(handler));
  for (const route of routes) {
    if (route.method === 'ALL') router.use(route.path, answer(echo(name)));
    else router[route.method.toLowerCase() as 'get'](route.path, answer(echo(name)));
  }
  router.use((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `${name}: no such route`, issues: [] }));
  });
  return startStub(name, (req, res, body) => {
    Object.assign(req, { stubBody: body });
    router(req as express.Request, res as express.Response, () => undefined);
  });
}

/** A URL where nothing listens (a port that was just freed). */
export async function closedUrl(): Promise<string> {
  const stub = await startStub('closed');
  await stub.close();
  return stub.url;
}
