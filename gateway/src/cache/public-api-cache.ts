import type { RequestHandler, Response } from 'express';
import {
  holdUntilBumped,
  publicReadKey,
  sendCached,
  type PublicReadCache,
  WRITE_METHODS,
} from '@vetrina/service-kit';
import { matchesAny } from '../routing/route-table.ts';
import { CONTENT_ADMIN_PREFIXES, type PublicCaches } from '../public-pages/public-caches.ts';
import { isPreviewRequest } from '../public-pages/preview.ts';

/** Public API reads the gateway answers from memory (the services' answers, bytes and headers). */
const CACHED_PREFIXES = ['/api/products', '/api/categories', '/api/testimonials', '/api/settings'];
/** Headers of the service's answer replayed from memory (the gateway's own are set on every request). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'x-robots-tag', 'content-language'];
const MAX_BODY_BYTES = 512 * 1024;

export interface PublicApiCacheOptions {
  /** The gateway's public versions and API entries (gateway-public-reads.ts); undefined without Redis. */
  reads: PublicReadCache | undefined;
  caches: PublicCaches;
}

/** Collects a proxied answer's bytes and stores them when it is a plain public 200. */
function recordProxied(res: Response, store: (answer: Parameters<PublicReadCache['store']>[2]) => void) {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    size += buffer.length;
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const storable =
      res.statusCode === 200 &&
      size <= MAX_BODY_BYTES &&
      !/private|no-store/.test(cacheControl) &&
      res.getHeader('set-cookie') === undefined &&
      res.getHeader('content-encoding') === undefined &&
      typeof res.getHeader('etag') === 'string';
    if (storable) {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string | number> = { 'content-length': body.length };
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      store({ status: 200, headers, body, etag: String(res.getHeader('etag')) });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}

/**
 * The gateway's micro-cache of public API reads. Correct across replicas as the services' caches are:
 * admin writes through this gateway bump the gateway's version key before their answer leaves, the
 * services bump theirs, and every read checks all of them (one Redis read per batch of requests);
 * restores bump the data version it reads too. Entries are keyed by the query parameters a read uses
 * (service-kit's PUBLIC_READ_PARAMS): `?fbclid=…&utm_source=…` is the bare read's entry. Without Redis
 * it does nothing (the gateway cannot know about other replicas).
 */
export function publicApiCache({ reads: cache, caches }: PublicApiCacheOptions): RequestHandler {
  if (!cache) return (_req, _res, next) => next();
  caches.register(cache.clearLocal);

  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (WRITE_METHODS.has(req.method)) {
      if (matchesAny(path, CONTENT_ADMIN_PREFIXES)) holdUntilBumped(res, cache.invalidate);
      return next();
    }
    if (req.method !== 'GET' || !matchesAny(path, CACHED_PREFIXES)) return next();
    if (isPreviewRequest(req)) return next();
    const key = publicReadKey(req.url);
    cache.freshVersion().then((version) => {
      if (version === undefined) return next();
      const hit = cache.lookup(key, version);
      if (hit) return sendCached(res, hit, req.headers['if-none-match']);
      recordProxied(res, (answer) => cache.store(key, version, answer));
      next();
    }, next);
  };
}
