import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getJson } from './get-json.ts';

let server: Server | undefined;

/** A server on a free port answering each request with `answer(n)` (n counts from 1). */
async function serve(answer: (n: number, destroy: () => void) => [number, string] | undefined): Promise<URL> {
  let n = 0;
  server = createServer((req, res) => {
    const reply = answer(++n, () => req.socket.destroy());
    if (!reply) return;
    res.writeHead(reply[0], { 'content-type': 'application/json' }).end(reply[1]);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/thing`);
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const within = () => AbortSignal.timeout(2000);

describe('getJson', () => {
  it('answers the JSON body of a 2xx', async () => {
    const url = await serve(() => [200, '{"status":200,"document":"<p>ciao</p>"}']);
    expect(await getJson(url, within())).toEqual({ status: 200, document: '<p>ciao</p>' });
  });

  it('rejects another status, and a body that is not JSON', async () => {
    const down = await serve((n) => (n === 1 ? [503, '{"message":"giù"}'] : [200, 'not json']));
    await expect(getJson(down, within())).rejects.toThrow(/answered 503/);
    await expect(getJson(down, within())).rejects.toThrow(SyntaxError);
  });

  it('sends a request again, once, when the kept-alive connection it went on was closed at that moment', async () => {
    const url = await serve((n, destroy) => {
      if (n === 2) return void destroy();
      return [200, `{"n":${n}}`];
    });
    expect(await getJson(url, within())).toEqual({ n: 1 });
    // The second request reuses the first's connection; the server drops it: sent again on a new one.
    expect(await getJson(url, within())).toEqual({ n: 3 });
  });

  it('does not send again on a new connection that fails, and gives up when the signal aborts', async () => {
    let requests = 0;
    const fresh = await serve((n, destroy) => {
      requests = n;
      destroy();
    });
    await expect(getJson(fresh, within())).rejects.toThrow(/socket hang up/);
    expect(requests).toBe(1);
    server!.removeAllListeners('request');
    server!.on('request', () => {}); // never answers
    await expect(getJson(fresh, AbortSignal.timeout(100))).rejects.toThrow(/aborted|timeout/i);
  });
});
