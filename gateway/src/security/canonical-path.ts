import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from '../routing/json-error.ts';
import { boundedMemo } from './bounded-memo.ts';

export const BAD_PATH = 'Percorso non valido';

const BAD_PATH_PAGE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Richiesta non valida</title></head>' +
  "<body><h1>Richiesta non valida</h1><p>L'indirizzo richiesto non è valido.</p>" +
  '<p><a href="/">Torna alla home</a></p></body></html>';

// After decoding: control characters and backslashes (read as `/` by some servers) are never part of a path.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\]/;
const LONE_PERCENT = /%(?![0-9a-f]{2})/i;
// Characters a path segment may carry unescaped (RFC 3986 pchar), restored after encodeURIComponent.
const SEGMENT_SAFE = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g;

const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(SEGMENT_SAFE, (escape) => decodeURIComponent(escape));

/**
 * The one form of a URL path every later decision sees: percent-decoded (strict UTF-8, so `%C0%AF`
 * and `%ED%A0%80` are refused), `//` collapsed, `.` and `..` resolved, then re-encoded. Undefined
 * when the path cannot be read (bad escape, invalid UTF-8, control character, `..` above the root).
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (!rawPath.startsWith('/') || LONE_PERCENT.test(rawPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (FORBIDDEN_CHARACTER.test(decoded)) return undefined;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded);
  return `/${segments.map(encodeSegment).join('/')}${trailingSlash ? '/' : ''}`;
}

/** The URL's path, without its query (Express's `req.path`, for a plain node:http request too). */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

const MATCH_PATH = Symbol('match path');

/** A request remembering its match path, for as long as its URL is the one it was read from. */
type RememberingRequest = IncomingMessage & { [MATCH_PATH]?: { url: string; path: string } };

/**
 * The path the gateway's decisions match against (route table, session check, internal surfaces):
 * the canonical path, lower-cased and without a trailing slash, since Express routes that way too.
 * Read once per URL of a request: every step of the edge asks.
 */
export function matchPathOf(req: RememberingRequest): string {
  const url = req.url ?? '/';
  const known = req[MATCH_PATH];
  if (known !== undefined && known.url === url) return known.path;
  const lower = pathOf(req).toLowerCase();
  const path = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  req[MATCH_PATH] = { url, path };
  return path;
}

/** The paths clients ask again and again, read once: up to 10,000 of up to 256 characters. */
const rememberedCanonicalPath = boundedMemo(canonicalPath, 10_000, 256);

/** First middleware at the edge: rewrites the request to its canonical path, or answers 400. */
export function canonicalRequestPath(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = rememberedCanonicalPath(rawPath);
  if (path === undefined) {
    if (/^\/+api(\/|$)/i.test(rawPath)) return sendJsonError(res, 400, BAD_PATH);
    res.writeHead(400, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(BAD_PATH_PAGE),
    });
    res.end(BAD_PATH_PAGE);
    return;
  }
  req.url = queryStart === -1 ? path : path + url.slice(queryStart);
  next();
}
