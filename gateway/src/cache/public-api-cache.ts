import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import {
  holdUntilBumped,
  publicReadKey,
  sendCached,
  type CachedAnswer,
  type PublicReadCache,
  WRITE_METHODS,
} from '@vetrina/service-kit';
import type { AnswerBeforeRouter } from '../routing/edge-chain.ts';
import { matchesAny } from '../routing/route-table.ts';
import { pathOf } from '../security/canonical-path.ts';
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

/** What a public read finds in memory: the entry under the current versions, or where to store one. */
interface Lookup {
  hit: CachedAnswer | undefined;
  key: string;
  version: string;
}

export interface PublicApiCache {
  /** The Express layer: answers a hit, or records the proxied answer of a miss; bumps after admin writes. */
  middleware: RequestHandler;
  /** Before the router (routing/edge-chain.ts): answers a hit, the same way; anything else is the router's. */
  answerHit: AnswerBeforeRouter;
}

/**
 * The gateway's micro-cache of public API reads. Correct across replicas as the services' caches are:
 * admin writes through this gateway bump the gateway's version key before their answer leaves, the
 * services bump theirs, and every read checks all of them (one Redis read per batch of requests);
 * restores bump the data version it reads too. Entries are keyed by the query parameters a read uses
 * (service-kit's PUBLIC_READ_PARAMS): `?fbclid=…&utm_source=…` is the bare read's entry. Without Redis
 * it does nothing (the gateway cannot know about other replicas).
 */
export function publicApiCache({ reads: cache, caches }: PublicApiCacheOptions): PublicApiCache {
  if (!cache) return { middleware: (_req, _res, next) => next(), answerHit: () => false };
  caches.register(cache.clearLocal);

  /** A public read this cache answers: a GET under the cached prefixes, not a preview. */
  const isCachedRead = (req: IncomingMessage) =>
    req.method === 'GET' && matchesAny(pathOf(req).toLowerCase(), CACHED_PREFIXES) && !isPreviewRequest(req);
  /** Reads the versions (a read that started after the request), then the entry; undefined: Redis cannot tell. */
  const lookup = (req: IncomingMessage): Promise<Lookup | undefined> => {
    const key = publicReadKey(req.url ?? '/');
    return cache
      .freshVersion()
      .then((version) =>
        version === undefined ? undefined : { hit: cache.lookup(key, version), key, version },
      );
  };
  const answer = (req: IncomingMessage, res: ServerResponse, hit: CachedAnswer) =>
    sendCached(res, hit, req.headers['if-none-match']);

  return {
    middleware: (req, res, next) => {
      if (WRITE_METHODS.has(req.method)) {
        if (matchesAny(req.path.toLowerCase(), CONTENT_ADMIN_PREFIXES))
          holdUntilBumped(res, cache.invalidate);
        return next();
      }
      if (!isCachedRead(req)) return next();
      lookup(req).then((found) => {
        if (!found) return next();
        if (found.hit) return answer(req, res, found.hit);
        recordProxied(res, (stored) => cache.store(found.key, found.version, stored));
        next();
      }, next);
    },
    answerHit: (req, res) => {
      if (!isCachedRead(req)) return false;
      return lookup(req).then((found) => {
        if (!found?.hit) return false;
        answer(req, res, found.hit);
        return true;
      });
    },
  };
}
