import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';
import { HeldHeadersResponse, holdHeader } from './held-headers.ts';
import { requestLineWriter } from './request-log-line.ts';
import { HELMET_DEFAULTS } from './security-headers.ts';

/** What a handler logs about its request: lines that carry the request as it arrived. */
export interface RequestLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: its own plain `X-Request-Id`, or a new UUID (set by the request log). */
    id: string;
    /** This request's logger (set by the request log). */
    log: RequestLogger;
  }
}

const REQUEST_ID = 'x-request-id';
const PLAIN_ID = /^[\w-]{1,100}$/;
const CENSORED = '[redacted]';
/** Request headers that never reach a log line (the logger's own redaction covers its other lines). */
const SECRET_REQUEST_HEADERS = ['cookie', 'authorization'];

/**
 * Response headers every answer carries with the same value (helmet's, and the gateway's CSP and HSTS in
 * their place): they are the configuration, not the request, and were two thirds of every request's log
 * line.
 */
export const CONSTANT_RESPONSE_HEADERS: ReadonlySet<string> = new Set(
  HELMET_DEFAULTS.map(([name]) => name.toLowerCase()),
);

/**
 * Response headers the line already says, or that describe the connection rather than the answer: the
 * request id (`req.id`), the date (`time`), and the connection's keep-alive.
 */
const RESTATED_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
]);

const isLogged = (name: string) =>
  !CONSTANT_RESPONSE_HEADERS.has(name) && !RESTATED_RESPONSE_HEADERS.has(name);

/**
 * The answer's headers as logged: those that say something about this answer (a cookie set only as
 * censored). Read from the list the head was written from when the response held its headers (no copy of
 * Node's store is made for it).
 */
function loggedHeaders(res: ServerResponse): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  const keep = (name: string, value: unknown) => {
    if (isLogged(name)) logged[name] = name === 'set-cookie' ? CENSORED : value;
  };
  const written = res instanceof HeldHeadersResponse ? res.writtenHeaders() : undefined;
  if (written)
    for (let i = 0; i < written.length; i += 2) keep((written[i] as string).toLowerCase(), written[i + 1]);
  else {
    const headers = res.getHeaders();
    for (const name in headers) keep(name, headers[name]);
  }
  return logged;
}

/** The request as logged, as it arrived (later steps rewrite headers the client never sent). */
interface LoggedRequest {
  id: string;
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
}

function loggedRequest(req: IncomingMessage & { originalUrl?: string }, id: string): LoggedRequest {
  let headers = req.headers;
  // Copied only to censor: a request without secrets is written as it is, right now (a JSON string).
  if (SECRET_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) {
    headers = { ...headers };
    for (const name of SECRET_REQUEST_HEADERS) if (headers[name] !== undefined) headers[name] = CENSORED;
  }
  return {
    id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    headers,
    remoteAddress: req.socket.remoteAddress,
    remotePort: req.socket.remotePort,
  };
}

/** The client's own request id when it is a plain token, else a new UUID. */
function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && PLAIN_ID.test(incoming) ? incoming : randomUUID();
}

type Next = (err?: unknown) => void;

/** A child logger carrying the request, made only when a handler logs something (most never do). */
class LazyRequestLogger implements RequestLogger {
  readonly #logger: Logger;
  readonly #requestJson: string;
  #child: Logger | undefined;
  constructor(logger: Logger, requestJson: string) {
    this.#logger = logger;
    this.#requestJson = requestJson;
  }
  private get child(): Logger {
    return (this.#child ??= this.#logger.child({ req: JSON.parse(this.#requestJson) as LoggedRequest }));
  }
  info(details: object, message?: string) {
    this.child.info(details, message);
  }
  warn(details: object, message?: string) {
    this.child.warn(details, message);
  }
  error(details: object, message?: string) {
    this.child.error(details, message);
  }
}

/**
 * One log line per request (but liveness probes), `request completed` (`request errored` at level error
 * for a 5xx), with the request as it arrived, the status, the headers that describe this answer and the
 * response time; and the request id: the client's own `X-Request-Id` when it is a plain token, else a
 * new UUID, sent back in the answer's header. Cheap on the hot path: the request is serialized once as
 * it arrives (secrets censored in a copy, only when it carries any), the line is written from those
 * parts (request-log-line.ts), and `req.log`, a child logger carrying the request for a handler's own
 * lines, is made only when a handler uses it. Works on plain node:http objects (the gateway runs it
 * before Express's router).
 */
export function requestLog(logger: Logger) {
  const lines = requestLineWriter(logger);
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: Next): void => {
    const id = requestIdOf(req.headers[REQUEST_ID]);
    holdHeader(res, REQUEST_ID, id);
    req.id = id;
    // As it arrived: later steps rewrite headers the client never sent.
    const requestJson = JSON.stringify(loggedRequest(req, id));
    req.log = new LazyRequestLogger(logger, requestJson);
    if (req.url === '/healthz') return next();
    const startedAt = Date.now();
    res.on('close', () => {
      const { statusCode } = res;
      const errored = statusCode >= 500;
      const write = errored ? lines.errored : lines.completed;
      write?.({
        requestJson,
        responseJson: JSON.stringify({ statusCode, headers: loggedHeaders(res) }),
        responseTime: Date.now() - startedAt,
        ...(errored ? { errorJson: erroredJson(statusCode) } : {}),
      });
    });
    next();
  };
}

const erroredJson = (statusCode: number) =>
  JSON.stringify({ type: 'Error', message: `failed with status code ${statusCode}` });
