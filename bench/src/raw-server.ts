// The raw ceiling: a bare node:http server answering each path with bytes and headers captured from the
// real system. Run as a child process of api-throughput.ts, so it does not share a thread with autocannon.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

interface Prepared {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

const responses = new Map<string, Prepared>();

process.on('message', (message: { responses: Record<string, RawResponse> }) => {
  for (const [path, r] of Object.entries(message.responses)) {
    const body = Buffer.from(r.bodyBase64, 'base64');
    responses.set(path, { status: r.status, headers: { ...r.headers, 'content-length': body.length }, body });
  }
  const server = http.createServer((req, res) => {
    const found = responses.get(req.url ?? '');
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, found.headers).end(found.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
