import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { preferredEncoding } from '../cache/preferred-encoding.ts';

const MIN_BYTES = 1024;

/**
 * Sends a page's HTML compressed when the browser accepts it (brotli or gzip, as it prefers). Only this route's
 * HTML: proxied answers and streams are never buffered or compressed here.
 */
export function sendHtml(req: Request, res: Response, html: string): void {
  res.type('html').vary('Accept-Encoding');
  const body = Buffer.from(html);
  const accepted = preferredEncoding(req);
  if (body.length < MIN_BYTES || accepted === 'identity') {
    res.send(body);
    return;
  }
  const compressed =
    accepted === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  res.set('Content-Encoding', accepted).send(compressed);
}
