import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagMatches, weakEtag } from '@vetrina/service-kit';
import type { CapturedAnswer } from './capture-answer.ts';
import { preferredEncoding, type Encoding } from './preferred-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Headers of the page handler's answer kept with the page (the gateway's own are set on every request). */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'x-robots-tag',
  'referrer-policy',
  'content-language',
  'link',
];
/** Smaller bodies are sent as they are: compressing them saves nothing on the wire. */
const MIN_COMPRESSED_BYTES = 1024;

/** A finished page in every encoding, compressed once, with one ETag for all of them. */
export interface PageVariants {
  status: number;
  headers: Record<string, string>;
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

/** Compresses a captured page once per encoding (off the event loop, both at the same time). */
export async function pageVariants(answer: CapturedAnswer): Promise<PageVariants> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  const identity = answer.body;
  const small = identity.length < MIN_COMPRESSED_BYTES;
  const [br, gz] = small
    ? [identity, identity]
    : await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipped(identity, { level: 9 }),
      ]);
  return {
    status: answer.status,
    headers,
    etag: weakEtag(identity),
    bodies: { br, gzip: gz, identity },
  };
}

/** Whether the headers of a captured answer let anyone else be given it (no cookie, not private). */
export function isShareable(answer: CapturedAnswer): boolean {
  const cacheControl = String(answer.headers['cache-control'] ?? '');
  return (
    answer.headers['set-cookie'] === undefined &&
    answer.headers['content-encoding'] === undefined &&
    !/private|no-store/i.test(cacheControl)
  );
}

/** The encoding to send: the client's preferred one, the page as it is when compressing it saved nothing. */
export function encodingFor(req: IncomingMessage, variants: PageVariants): Encoding {
  const encoding = preferredEncoding(req);
  return variants.bodies[encoding] === variants.bodies.identity ? 'identity' : encoding;
}

/** Sends the page in the client's encoding, or 304 when it already holds it. */
export function sendVariants(
  req: IncomingMessage,
  res: ServerResponse,
  variants: PageVariants,
  encoding: Encoding,
): void {
  const common: OutgoingHttpHeaders = { etag: variants.etag, vary: 'Accept-Encoding' };
  if (variants.headers['cache-control']) common['cache-control'] = variants.headers['cache-control'];
  if (variants.status === 200 && etagMatches(req.headers['if-none-match'], variants.etag)) {
    res.writeHead(304, common).end();
    return;
  }
  const body = variants.bodies[encoding];
  res
    .writeHead(variants.status, {
      ...variants.headers,
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    })
    .end(body);
}
