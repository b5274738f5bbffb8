/** A non-2xx answer. `message` follows spec §8: "<status>: <body text or status text>". */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = parseBody(bodyText);
  }
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isHttpError(err: unknown): err is HttpError {
  return (
    err instanceof HttpError ||
    (typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'HttpError')
  );
}

/** The `{message}` of a JSON error body, if any; otherwise `fallback`. */
export function serverMessage(err: unknown): string | undefined;
export function serverMessage(err: unknown, fallback: string): string;
export function serverMessage(err: unknown, fallback?: string): string | undefined {
  if (isHttpError(err) && typeof err.body === 'object' && err.body !== null) {
    const message = (err.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

let apiOrigin = '';

/**
 * Server-side rendering only: API paths are relative (the page's origin in a browser), a server resolves
 * them against this origin. Process-wide on purpose: one render server talks to one gateway.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  const res = await fetch(apiOrigin + path, { credentials: 'include', ...init });
  if (!res.ok) throw new HttpError(res.status, res.statusText, await res.text().catch(() => ''));
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * No custom header: the gateway preloads a page's first reads (`<link rel=preload as=fetch
 * crossorigin=use-credentials>`), and Chromium reuses a preloaded response only for the same headers.
 */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { method: 'GET', signal: signal ?? null });
}

export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return request<T>(path, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
}

/** Multipart upload: the browser sets the multipart content type and boundary itself. */
export function apiUpload<T>(path: string, formData: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  return request<T>(path, { method, headers: { Accept: 'application/json' }, body: formData });
}
