// One API mock for every front-end test: MSW intercepts the real fetch of the code under test (no fetch
// stub), answering from a table of handlers whose bodies are typed by the contracts (see api-replies.ts).
// Importing this module starts the interception for the test file and resets it after each test.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiReplies } from './api-replies.ts';

/** A request the code under test made: method, pathname and parsed JSON body (undefined for others). */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer; `T` is the contract type of a successful body (a phantom field: only checked, never read). */
export interface Reply<T> {
  status: number;
  body?: unknown;
  hang?: boolean;
  readonly contract?: T;
}
/** A reply, or a function of the call (and its full URL, for the query) returning one. */
export type Handler<T> = Reply<T> | ((call: RecordedCall, url: URL) => Reply<T> | Promise<Reply<T>>);

/**
 * `'METHOD /path'` (any query), `'METHOD /path?query'` (that exact query) or `'/path…'` (any method).
 * Known routes take their contract body type from ApiReplies; other keys accept any body.
 */
export type HandlerTable = { [K in keyof ApiReplies]?: Handler<ApiReplies[K]> } & Record<
  string,
  Handler<unknown>
>;

/** A successful JSON reply with a contract-typed body (200 unless told). */
export function reply<T>(body: T, status?: 200 | 201): Reply<T>;
/** Any other status (an error, 204...): fits every route. */
export function reply(body: unknown, status: number): Reply<never>;
export function reply(body: unknown, status = 200): Reply<unknown> {
  return { status, body };
}
/** A request that never answers, to observe loading states. */
export const pending = (): Reply<never> => ({ status: 0, hang: true });

const server = setupServer();
let table: Record<string, Handler<unknown>> = {};
let calls: RecordedCall[] = [];
let urls: string[] = [];

function handlerFor(method: string, url: URL): Handler<unknown> | undefined {
  const withQuery = url.pathname + url.search;
  return (
    table[`${method} ${withQuery}`] ??
    table[`${method} ${url.pathname}`] ??
    table[withQuery] ??
    table[url.pathname]
  );
}

async function jsonBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const catchAll = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const call = { method: request.method.toUpperCase(), path: url.pathname, body: await jsonBody(request) };
  calls.push(call);
  urls.push(url.pathname + url.search);
  const handler = handlerFor(call.method, url);
  // An unknown request answers 404, so a forgotten handler shows as a visible error, not a hang.
  const result = (typeof handler === 'function' ? await handler(call, url) : handler) ?? {
    status: 404,
    body: { message: 'Non trovato', issues: [] },
  };
  if (result.hang) await delay('infinite');
  const status = result.status;
  if (status === 204 || result.body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(result.body as never, { status });
});

// Every request reaches the catch-all handler: none goes out to the network.
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  table = {};
  calls = [];
  urls = [];
});
afterAll(() => server.close());

/**
 * Answers the API from `handlers` for the current test and records every call. Returns the calls (method,
 * path, JSON body), the requested URLs (path + query) and `set`, to swap one handler mid-test.
 */
export function mockApi(handlers: HandlerTable) {
  table = { ...handlers };
  calls = [];
  urls = [];
  server.use(catchAll);
  return {
    get calls() {
      return calls;
    },
    get urls() {
      return urls;
    },
    set<K extends string>(
      key: K,
      handler: K extends keyof ApiReplies ? Handler<ApiReplies[K]> : Handler<unknown>,
    ) {
      table[key] = handler as Handler<unknown>;
    },
  };
}
