import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import { publicReadKey } from './public-read-cache-keys.ts';
import type { RedisNames } from './redis-names.ts';

/**
 * Public reads served from memory as ready bytes (body, ETag and headers computed once), with no
 * answer ever older than the last admin write that reached any replica:
 * - every successful admin write INCRements a version key in Redis before its answer leaves;
 * - every cached read first reads the versions (one MGET shared by all the requests that arrived in
 *   the same turn of the event loop, sent right after it) and uses only entries filled under them;
 * - a restore bumps the data version every cache also reads (DATA_VERSION_KEY), so a replica that missed
 *   the DATA_RESTORED message is never stale; that message or a lost Redis connection empties the cache;
 * - entries are keyed by the query parameters a read uses (public-read-cache-keys.ts), not the raw URL;
 * - without Redis (or while it fails) reads bypass the cache and go to the database.
 */
export interface PublicReadCacheOptions {
  /** Commands connection; the cache subscribes to `invalidateChannels` on a duplicate of it. */
  redis: Redis;
  /** The version key this service INCRements on writes (and watches). */
  versionKey: string;
  /** Further version keys to watch (a gateway watches every service's). */
  watchKeys?: string[];
  /** Messages on these channels empty the cache (e.g. DATA_RESTORED_CHANNEL). */
  invalidateChannels?: string[];
  /** Query parameters whose presence bypasses the cache (per-visitor answers, e.g. previews). */
  bypassParams?: string[];
  maxEntries?: number;
  /** The longest a write waits for its INCR before answering anyway (Redis slow or down). */
  writeTimeoutMs?: number;
  /** The longest a read waits for the version before bypassing the cache. */
  readTimeoutMs?: number;
  logger?: Logger;
}

export interface CachedAnswer {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
  etag: string;
}

export interface PublicReadCache {
  /** GET middleware for public read routes: answers from memory or records the route's JSON answer. */
  serve: RequestHandler;
  /** Admin middleware: a successful write bumps the version before its answer is sent. */
  invalidateAfterWrites: RequestHandler;
  /** The current version (undefined when Redis cannot tell), read after the call: a read may use only entries of it. */
  freshVersion(): Promise<string | undefined>;
  lookup(key: string, version: string): CachedAnswer | undefined;
  store(key: string, version: string, answer: Omit<CachedAnswer, 'etag'> & { etag?: string }): void;
  /** Empties this replica's entries and bumps the shared version. */
  invalidate(): Promise<void>;
  clearLocal(): void;
  readonly size: number;
  close(): Promise<void>;
}

/** For an app built without Redis (tests, single process without REDIS_URL): nothing is cached. */
export const uncachedPublicReads: Pick<PublicReadCache, 'serve' | 'invalidateAfterWrites'> = {
  serve: (_req, _res, next) => next(),
  invalidateAfterWrites: (_req, _res, next) => next(),
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Methods that change state: an admin write bumps the public read version. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-robots-tag', 'content-language'];

/** Express's own weak ETag (the `etag` package's format), so 304s match what clients already hold. */
export function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/** True when the If-None-Match header lists this ETag (or `*`), weak comparison as in RFC 9110. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Writes a cached answer, or 304 when the client already holds it. */
export function sendCached(res: ServerResponse, answer: CachedAnswer, ifNoneMatch: string | undefined): void {
  if (etagMatches(ifNoneMatch, answer.etag)) {
    const headers: Record<string, string | number> = { etag: answer.etag };
    if (answer.headers['cache-control']) headers['cache-control'] = answer.headers['cache-control'];
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

/**
 * Holds a successful answer's bytes (every write and the end, in order) until `bump` has settled, so
 * once a client holds the answer to a write, no replica can serve data older than it. Works for
 * Express's own answers and for piped (proxied) ones alike.
 */
export function holdUntilBumped(res: Response, bump: () => Promise<void>): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let held: Promise<void> | undefined;
  let decided = false;
  const hold = () => {
    if (!decided) {
      decided = true;
      if (res.statusCode >= 200 && res.statusCode < 300) held = bump();
    }
    return held;
  };
  res.write = ((...args: unknown[]) => {
    const h = hold();
    if (!h) return write(...args);
    void h.then(() => write(...args));
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    const h = hold();
    if (!h) return end(...args);
    void h.then(() => end(...args));
    return res;
  }) as typeof res.end;
}

/**
 * One version read in flight at a time, shared by every caller that asked before it was sent, so each
 * caller gets a read that started after it asked. Callers of one turn of the event loop share the read
 * sent right after it; while a read is in flight, every later caller shares the next one, sent at the end
 * of the turn in which it settles (so the requests read in that turn, after the answer came, share it
 * too). Under load a read then serves every request of its round trip, instead of one read per turn
 * queued behind the others on the connection (which answers in order anyway).
 */
export function batchedReader<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<unknown> | undefined;
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    next = undefined;
    const sent = read();
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    inFlight = settled;
    void settled.then(() => {
      if (inFlight === settled) inFlight = undefined;
    });
    return sent;
  };
  return () =>
    (next ??= new Promise<T>((resolve) => {
      if (inFlight) void inFlight.then(() => setImmediate(() => resolve(send())));
      else setImmediate(() => resolve(send()));
    }));
}

function hasParam(url: string, names: string[]): boolean {
  const q = url.indexOf('?');
  if (q < 0 || names.length === 0) return false;
  const params = new URLSearchParams(url.slice(q + 1));
  return names.some((name) => params.has(name));
}

export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const { redis, versionKey, logger } = options;
  const keys = [versionKey, ...(options.watchKeys ?? []).filter((k) => k !== versionKey)];
  const maxEntries = options.maxEntries ?? 500;
  const bypassParams = options.bypassParams ?? [];
  const writeTimeoutMs = options.writeTimeoutMs ?? 1000;
  const readTimeoutMs = options.readTimeoutMs ?? 250;
  const entries = new Map<string, CachedAnswer & { version: string }>();

  const clearLocal = () => entries.clear();
  let bypassing = false;
  const freshVersion = batchedReader(async () => {
    try {
      const values = await withTimeout(redis.mget(...keys), readTimeoutMs);
      if (bypassing) logger?.info('public read cache: version readable again');
      bypassing = false;
      return values.map((v) => v ?? '0').join('.');
    } catch (error) {
      // Redis cannot tell which writes happened: nothing cached may be trusted any more.
      clearLocal();
      if (!bypassing) logger?.warn({ err: (error as Error).message }, 'public read cache: bypassed');
      bypassing = true;
      return undefined;
    }
  });

  const subscriber = options.invalidateChannels?.length
    ? redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null })
    : undefined;
  if (subscriber) {
    subscriber.on('error', (err: Error) => logger?.warn({ err: err.message }, 'public read cache listener'));
    // A (re)connected listener may have missed messages while away.
    subscriber.on('ready', () => {
      clearLocal();
      subscriber.subscribe(...options.invalidateChannels!).catch(() => {});
    });
    subscriber.on('message', () => clearLocal());
  }
  redis.on('ready', clearLocal);

  const lookup = (key: string, version: string) => {
    const hit = entries.get(key);
    return hit && hit.version === version ? hit : undefined;
  };
  const store: PublicReadCache['store'] = (key, version, answer) => {
    if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
    const etag = answer.etag ?? weakEtag(answer.body);
    entries.set(key, { ...answer, headers: { ...answer.headers, etag }, etag, version });
  };

  const bump = async () => {
    clearLocal();
    try {
      await withTimeout(redis.incr(versionKey), writeTimeoutMs);
    } catch (error) {
      logger?.warn({ err: (error as Error).message }, 'public read cache: version not bumped');
    }
  };

  /** Records the JSON a route sends, when it is a public 200 answer. */
  const record = (res: Response, key: string, version: string) => {
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode !== 200 || /private|no-store/.test(cacheControl)) return json(value);
      const body = Buffer.from(JSON.stringify(value) ?? 'null');
      const headers: Record<string, string | number> = {
        'content-type': 'application/json; charset=utf-8',
      };
      for (const name of KEPT_HEADERS.slice(1)) {
        const header = res.getHeader(name);
        if (header !== undefined) headers[name] = String(header);
      }
      store(key, version, { status: 200, headers: { ...headers, 'content-length': body.length }, body });
      sendCached(res, lookup(key, version)!, res.req.headers['if-none-match']);
      return res;
    };
  };

  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || hasParam(req.originalUrl, bypassParams)) return next();
    const key = publicReadKey(req.originalUrl);
    freshVersion().then((version) => {
      if (version === undefined) return next();
      const hit = lookup(key, version);
      if (hit) return sendCached(res, hit, req.headers['if-none-match']);
      record(res, key, version);
      next();
    }, next);
  };

  const invalidateAfterWrites: RequestHandler = (req, res, next) => {
    if (WRITE_METHODS.has(req.method)) holdUntilBumped(res, bump);
    next();
  };

  return {
    serve,
    invalidateAfterWrites,
    freshVersion,
    lookup,
    store,
    invalidate: bump,
    clearLocal,
    get size() {
      return entries.size;
    },
    close: async () => {
      subscriber?.disconnect();
      redis.off('ready', clearLocal);
    },
  };
}

/**
 * A service's cache as main.ts creates it: bumps the service's own key, watches every key of its
 * deployment (REDIS_NAMESPACE), empties on its restores, lets draft previews (`?anteprima=`) through.
 */
export function createServicePublicReads(
  service: 'catalog' | 'content',
  redis: Redis,
  names: RedisNames,
  logger?: Logger,
): PublicReadCache {
  return createPublicReadCache({
    redis,
    versionKey: names.publicVersion[service],
    watchKeys: names.allVersionKeys,
    invalidateChannels: [names.dataRestoredChannel],
    bypassParams: ['anteprima'],
    ...(logger ? { logger } : {}),
  });
}
