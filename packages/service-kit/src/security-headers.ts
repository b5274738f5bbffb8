import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { EdgeHandler } from './app.ts';

/** Response headers by name (as written), each the same on every answer. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * helmet's default headers, recorded once by running helmet on a stand-in response: the kit sets the
 * very same values from a list, instead of helmet's twelve middlewares working them out on every request.
 */
export function helmetDefaults(): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let done = false;
  helmet()({} as never, recorder as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/** `defaults` with each of `overrides` set in place (value) or left out (null), the rest kept in order. */
export function withHeaders(defaults: HeaderList, overrides: Record<string, string | null>): HeaderList {
  const key = (name: string) => name.toLowerCase();
  const byKey = new Map(
    Object.entries(overrides).map(([name, value]) => [key(name), [name, value] as const]),
  );
  const list: Array<readonly [string, string]> = [];
  for (const [name, value] of defaults) {
    const override = byKey.get(key(name));
    byKey.delete(key(name));
    if (!override) list.push([name, value]);
    else if (override[1] !== null) list.push([override[0], override[1]]);
  }
  for (const [name, value] of byKey.values()) if (value !== null) list.push([name, value]);
  return list;
}

/** The step that sets a list of constant security headers on every answer. */
export function securityHeadersStep(list: HeaderList): EdgeHandler {
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
