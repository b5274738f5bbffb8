import { SSR_RENDER_PATH } from '@vetrina/contracts/ssr';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { getJson } from '../routing/get-json.ts';
import { createTtlCache } from './ttl-cache.ts';

export interface RendererClientOptions {
  storefrontUrl: string;
  /** How long a rendered page is reused (0 = render every request). */
  cacheMs: number;
  /** A render slower than this is dropped: the visitor gets the calm "unavailable" page instead. */
  timeoutMs: number;
}

const MAX_CACHED_PAGES = 300;

function isRenderedPage(value: unknown): value is RenderedPage {
  const page = value as Partial<RenderedPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.status === 'number' &&
    typeof page.document === 'string'
  );
}

/**
 * Asks the storefront to render a public page (path and query): the whole document. Rejects when the
 * storefront is down, slow or broken: the caller then answers with the calm "unavailable" page.
 */
export function createRendererClient({ storefrontUrl, cacheMs, timeoutMs }: RendererClientOptions) {
  const cache = createTtlCache<RenderedPage>(cacheMs, MAX_CACHED_PAGES);
  const load = async (url: string): Promise<RenderedPage> => {
    const endpoint = new URL(SSR_RENDER_PATH, storefrontUrl);
    endpoint.searchParams.set('path', url);
    const page = await getJson(endpoint, AbortSignal.timeout(timeoutMs));
    if (!isRenderedPage(page)) throw new Error('storefront renderer answered an unexpected shape');
    return page;
  };
  /**
   * `shared: false` (the caller's decision: a per-visitor page or a preview) renders for this request
   * only, not even shared while in flight: two visitors of /contatti must never get the same form
   * token, and a draft's preview is rendered for its link's holder only.
   */
  const render = (url: string, { shared }: { shared: boolean }): Promise<RenderedPage> =>
    shared ? cache.get(url, () => load(url)) : load(url);
  return Object.assign(render, { clear: () => cache.clear() });
}
