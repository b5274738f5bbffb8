import { serviceOfRead } from '@vetrina/contracts/pages';
import type { ReadUpstreams } from '@vetrina/contracts/pages';
import { ReadError } from '../page-kit/page-module.ts';
import type { Read } from '../page-kit/page-module.ts';

const READ_TIMEOUT_MS = 4000;

/**
 * Reads a page's data from the internal service that owns it (the page table's READ_SERVICES), never
 * through the public gateway and its rate limits. A read no service owns is refused.
 */
export function createServiceReader(upstreams: ReadUpstreams): Read {
  return async <T>(path: string): Promise<T> => {
    const service = serviceOfRead(path);
    if (!service) throw new ReadError(path, 0);
    const url = new URL(path, upstreams[service]);
    const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
    const get = () => fetch(url, { headers: { accept: 'application/json' }, signal });
    // A replica that is restarting closes its kept-alive connections: a GET sent on one at that moment
    // fails before any answer, so it is sent once more (a new connection, possibly another replica).
    const res = await get()
      .catch(() => {
        if (signal.aborted) throw new ReadError(path, 0);
        return get();
      })
      .catch(() => {
        throw new ReadError(path, 0);
      });
    if (!res.ok) throw new ReadError(path, res.status);
    return (await res.json()) as T;
  };
}
