import { connect } from 'node:net';
import type { FuzzOutcome, FuzzRequest } from './fuzz-request.ts';

/**
 * Sends the request byte for byte over its own TCP connection (no client library normalises the path,
 * the encoding or the framing) and reads the status line. No answer within `timeoutMs` is a hang.
 */
export function sendRaw(
  base: URL,
  request: FuzzRequest,
  cookie: string,
  timeoutMs: number,
): Promise<FuzzOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const body = request.body ?? new Uint8Array();
  const headers: Record<string, string> = {
    host: base.host,
    connection: 'close',
    ...request.headers,
    ...(request.signedIn ? { cookie: [cookie, request.headers.cookie].filter(Boolean).join('; ') } : {}),
  };
  if (body.length > 0 || request.declaredLength !== undefined) {
    headers['content-length'] = String(request.declaredLength ?? body.length);
  }
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;

  return new Promise((resolve) => {
    const socket = connect({ host: base.hostname, port: Number(base.port || 80) });
    let received = '';
    let settled = false;
    const finish = (outcome: FuzzOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'hang', ms: elapsed() }), timeoutMs);
    socket.on('connect', () => {
      socket.write(Buffer.from(head, 'latin1'));
      // A server may answer (413, 415, 400) before the body is read and close: that is an answer, not an error.
      if (body.length) socket.write(body, () => undefined);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // Interim answers (100 Continue) are not the final status: keep reading.
      for (const match of received.matchAll(/HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/g)) {
        const status = Number(match[1]);
        if (status >= 200 || status < 100) return finish({ kind: 'status', status, ms: elapsed() });
      }
    });
    socket.on('error', (error) => finish({ kind: 'closed', ms: elapsed(), detail: error.message }));
    socket.on('close', () => finish({ kind: 'closed', ms: elapsed(), detail: 'closed without an answer' }));
  });
}
