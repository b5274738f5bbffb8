import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { EdgeHandler } from './app.ts';
import { holdHeader } from './held-headers.ts';

/** Response headers by name (as written), each the same on every answer. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** helmet's default headers, recorded by running helmet once on a stand-in response. */
function recordHelmet(): HeaderList {
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

/**
 * helmet's defaults, recorded once at start: the kit sets the very same values from this list, instead
 * of helmet's twelve middlewares working them out on every request.
 */
export const HELMET_DEFAULTS: HeaderList = recordHelmet();

/** The step that sets a list of constant security headers on every answer. */
export function securityHeadersStep(list: HeaderList): EdgeHandler {
  const lowerCased = list.map(([name, value]) => [name.toLowerCase(), value] as const);
  return (_req, res, next) => {
    for (const [name, value] of lowerCased) holdHeader(res, name, value);
    next();
  };
}
