import { isPerVisitorPage, SSR_RENDER_PATH } from '@vetrina/contracts/ssr';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { PREVIEW_PARAM } from './preview.ts';
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
    const res = await fetch(endpoint, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`storefront renderer answered ${res.status}`);
    const page: unknown = await res.json();
    if (!isRenderedPage(page)) throw new Error('storefront renderer answered an unexpected shape');
    return page;
  };
  const render = (url: string): Promise<RenderedPage> => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    // Not even shared while in flight: two visitors of /contatti must never get the same form token,
    // and a draft's preview is rendered for its link's holder only.
    return isPerVisitorPage(pathname) || searchParams.has(PREVIEW_PARAM)
      ? load(url)
      : cache.get(url, () => load(url));
  };
  return Object.assign(render, { clear: () => cache.clear() });
}
