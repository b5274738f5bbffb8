import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/**
 * GET of an upstream's JSON answer over a kept-alive connection: node:http costs about half of fetch's
 * CPU per call (no WHATWG Request, Response and streams around it), which a cold page pays once per
 * render. Rejects on a status other than 2xx, a body that is not JSON, a network error or `signal`. A
 * request sent on a kept-alive connection at the moment the upstream closed it (ECONNRESET on a reused
 * socket, before any answer) is sent once more, on a new connection: Node's documented idiom.
 */
export function getJson(url: URL, signal: AbortSignal): Promise<unknown> {
  const send = (retried: boolean): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const req = request(url, { agent, signal, headers: { accept: 'application/json' } }, (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          res.resume();
          reject(new Error(`${url.origin} answered ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && req.reusedSocket && error.code === 'ECONNRESET') resolve(send(true));
        else reject(error);
      });
      req.end();
    });
  return send(false);
}
