import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { carriesSessionCookie } from '@vetrina/contracts';
import { matchPage } from '@vetrina/contracts/pages';
import { normalisedUrl, type PublicReadCache } from '@vetrina/service-kit';
import type { PublicCaches } from '../public-pages/public-caches.ts';
import { isPreviewRequest } from '../public-pages/preview.ts';
import type { AnswerBeforeRouter } from '../routing/edge-chain.ts';
import { pathOf } from '../security/canonical-path.ts';
import { captureAnswer } from './capture-answer.ts';
import { encodingFor, isShareable, pageVariants, sendVariants, type PageVariants } from './page-variants.ts';

export interface PageCacheOptions {
  /** The gateway's public versions (shared with the API cache); undefined without Redis: no page cache. */
  reads: PublicReadCache | undefined;
  /** The gateway's other public caches (page data, renders), emptied when the public version moves. */
  caches: PublicCaches;
  /** After this long a page is rendered again (a new shell or storefront build), served meanwhile. */
  refreshMs: number;
  /** Memory the pages may take, all encodings counted. */
  maxBytes?: number;
}

interface Entry extends PageVariants {
  version: string;
  storedAt: number;
}

/** A render in flight: every request for the same page and version waits for it. */
interface Flight {
  version: string;
  done: Promise<PageVariants | null>;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const sizeOf = (entry: Entry) =>
  entry.bodies.identity.length +
  (entry.bodies.br === entry.bodies.identity ? 0 : entry.bodies.br.length) +
  (entry.bodies.gzip === entry.bodies.identity ? 0 : entry.bodies.gzip.length);

/** A public page anyone may be given: not the admin's, not a preview, not per visitor, not signed in. */
function cacheablePage(req: IncomingMessage) {
  if (req.method !== 'GET' || isPreviewRequest(req) || carriesSessionCookie(req.headers.cookie)) return null;
  const match = matchPage(pathOf(req));
  return match && !match.page.perVisitor ? match.page : null;
}

export interface PageCache {
  /** The Express layer: answers a stored page, or has the page handlers after it render it. */
  middleware: RequestHandler;
  /** Before the router (routing/edge-chain.ts): answers a stored page that is due no refresh, the same way. */
  answerHit: AnswerBeforeRouter;
}

/**
 * The gateway's full-page cache: each public page's finished answer per URL (reduced to the query
 * parameters the page reads), brotli and gzip compressed once, with its ETag (304 when the browser holds
 * it). It wraps whatever the page handler after it sends, however that builds the HTML.
 * - Fresh by the same Redis versions as the API caches: an entry serves only under the versions it was
 *   rendered under, so after any admin write (bumped before its answer leaves) or restore, on any
 *   replica, the next request gets the new page.
 * - Single-flight: concurrent misses of one page share one render.
 * - Older than `refreshMs` with unchanged versions: served as it is while one request renders it again.
 * - 200 pages only are kept; a 404 is shared with the requests waiting for it, never kept.
 */
export function pageCache({
  reads,
  caches,
  refreshMs,
  maxBytes = DEFAULT_MAX_BYTES,
}: PageCacheOptions): PageCache {
  if (!reads) return { middleware: (_req, _res, next) => next(), answerHit: () => false };
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const flights = new Map<string, Flight>();
  let seenVersion: string | undefined;
  caches.register(() => entries.clear());

  /** A page in the client's encoding (304 when it holds it). */
  const send = (req: IncomingMessage, res: ServerResponse, variants: PageVariants) =>
    sendVariants(req, res, variants, encodingFor(req, variants));

  /** The page handler's answer for this request, captured, compressed, sent and (a public 200) kept. */
  const render = (req: Request, res: Response, next: () => void, key: string, version: string) => {
    const encoding = req.headers['accept-encoding'];
    // The handler sends the page as it is: it is compressed here, once for every encoding.
    req.headers['accept-encoding'] = 'identity';
    const captured = captureAnswer(res);
    next();
    const done = captured.then(async (answer) => {
      if (encoding === undefined) delete req.headers['accept-encoding'];
      else req.headers['accept-encoding'] = encoding;
      const shared = isShareable(answer) && (answer.status === 200 || answer.status === 404);
      const variants = shared ? await pageVariants(answer).catch(() => null) : null;
      if (!variants) {
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return null;
      }
      if (variants.status === 200 && version === seenVersion)
        entries.set(key, { ...variants, version, storedAt: Date.now() });
      send(req, res, variants);
      return variants;
    });
    const flight = { version, done };
    flights.set(key, flight);
    void done.finally(() => flights.get(key) === flight && flights.delete(key));
  };

  /** The page stored under these versions, and a render of it in flight; a new version empties the caches. */
  const find = (key: string, version: string) => {
    if (version !== seenVersion) {
      // Page data and renders the gateway holds are as old as the previous version: start afresh.
      seenVersion = version;
      caches.clear();
    }
    const entry = entries.get(key);
    return { current: entry?.version === version ? entry : undefined, flight: flights.get(key) };
  };
  /** Served as it is: fresh, or due for a refresh that one request is already rendering. */
  const servable = (current: Entry | undefined, flight: Flight | undefined): current is Entry =>
    current !== undefined && (Date.now() - current.storedAt < refreshMs || flight !== undefined);

  return {
    middleware: (req, res, next) => {
      const page = cacheablePage(req);
      if (!page) return next();
      // Parameters the page does not read are dropped before it is rendered: the same page, one entry.
      const key = normalisedUrl(req.url, page.queryParams);
      req.url = key;
      req.originalUrl = key;
      reads.freshVersion().then((version) => {
        if (version === undefined) return next();
        const { current, flight } = find(key, version);
        if (servable(current, flight)) return send(req, res, current);
        if (!current && flight?.version === version) {
          void flight.done.then((variants) => (variants ? send(req, res, variants) : next()));
          return;
        }
        render(req, res, next, key, version);
      }, next);
    },
    answerHit: (req, res) => {
      const page = cacheablePage(req);
      if (!page) return false;
      const key = normalisedUrl(req.url ?? '/', page.queryParams);
      return reads.freshVersion().then((version) => {
        if (version === undefined) return false;
        const { current, flight } = find(key, version);
        if (!servable(current, flight)) return false;
        send(req, res, current);
        return true;
      });
    },
  };
}
