import type { OutgoingHttpHeaders } from 'node:http';
import type { Response } from 'express';

/** A finished answer as a handler produced it: nothing of it has reached the client yet. */
export interface CapturedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Write = (...args: unknown[]) => unknown;

/**
 * Holds back what the handlers after this point send on `res` (status, headers, every written byte)
 * until they end it, and resolves with it; `res` itself is then untouched, ready for the caller to
 * send whatever it decides. Works whatever the handler uses: Express's send, a piped proxy answer.
 */
export function captureAnswer(res: Response): Promise<CapturedAnswer> {
  const own = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  const headArgs: OutgoingHttpHeaders = {};
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  return new Promise((resolve) => {
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
        headArgs[name.toLowerCase()] = value;
      return res;
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      Object.assign(res, own);
      const headers = { ...res.getHeaders(), ...headArgs };
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as Write | undefined;
      callback?.();
      return res;
    }) as typeof res.end;
  });
}
