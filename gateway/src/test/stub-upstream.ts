import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubUpstream {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A tiny HTTP server on a random port; by default it echoes what it received as JSON. */
export async function startStub(name: string, handler?: Handler): Promise<StubUpstream> {
  const requests: StubUpstream['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (handler) return handler(req, res, body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ service: name, method: req.method, url: req.url, headers: req.headers, body }),
      );
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

/** A URL where nothing listens (a port that was just freed). */
export async function closedUrl(): Promise<string> {
  const stub = await startStub('closed');
  await stub.close();
  return stub.url;
}
