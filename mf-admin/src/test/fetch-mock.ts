import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

interface Reply {
  status?: number;
  body?: unknown;
  hang?: boolean;
}
type Handler = Reply | ((call: RecordedCall) => Reply);

/** A JSON reply; `status` defaults to 200. */
export const reply = (body: unknown, status = 200): Reply => ({ status, body });
/** A request that never answers, to observe loading states. */
export const pending = (): Reply => ({ hang: true });

/**
 * Replaces fetch with a table of 'METHOD /path' handlers and records every call.
 * Unknown requests answer 404, so a forgotten handler shows up as a visible error, not a hang.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const result = (typeof handler === 'function' ? handler(call) : handler) ?? {
      status: 404,
      body: { message: 'Non trovato', issues: [] },
    };
    if (result.hang) return new Promise<never>(() => {});
    const status = result.status ?? 200;
    return new Response(status === 204 || result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    spy,
    /** Swap one handler mid-test (e.g. a retry that now succeeds). */
    set(key: string, handler: Handler) {
      handlers[key] = handler;
    },
  };
}
