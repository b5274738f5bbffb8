import { serviceOfRead } from '@vetrina/contracts/pages';
import type { ReadUpstreams } from '@vetrina/contracts/pages';

/**
 * The origin the renderer gives web-kit's api client. It is never resolved: every request to it goes to
 * the internal service that owns the read (the page table's READ_SERVICES), so a render never re-enters
 * the public gateway and its rate limits.
 */
export const SERVICE_READS_ORIGIN = 'http://service-reads.invalid';

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Routes the render server's API reads to the services (process-wide: this process only renders). Any
 * other request passes unchanged; a read no service owns is refused, so it renders as a failed read.
 */
export function routeReadsToServices(upstreams: ReadUpstreams): void {
  const fetchDirect = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = urlOf(input);
    if (!url.startsWith(`${SERVICE_READS_ORIGIN}/`)) return fetchDirect(input, init);
    const path = url.slice(SERVICE_READS_ORIGIN.length);
    const service = serviceOfRead(path);
    if (!service || (init?.method ?? 'GET') !== 'GET')
      return Promise.reject(new Error(`no service answers ${init?.method ?? 'GET'} ${path} for a render`));
    return fetchDirect(new URL(path, upstreams[service]), init);
  };
}
