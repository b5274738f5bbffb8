import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from '@vetrina/shell/app-providers';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { setApiOrigin } from '@vetrina/web-kit';
import type { SiteConfig } from '@vetrina/web-kit';
import { routes } from '../routes.tsx';

export interface PageRendererOptions {
  /** Where the public API answers, e.g. the gateway's internal URL. */
  apiOrigin: string;
  site: SiteConfig;
}

/** Render, fetch what the render asked for, render again: product → its media and related products. */
const MAX_PASSES = 4;
const HOISTED_LINKS = /^(?:<link [^>]*>)+/;

/**
 * Server-side render of a storefront page, hydrated by the shell. The pages read their data with
 * react-query hooks, which don't fetch on a server: each pass collects the queries the markup asked
 * for, fetches them, and renders again until nothing new is asked.
 */
export function createPageRenderer({ apiOrigin, site }: PageRendererOptions) {
  setApiOrigin(apiOrigin);
  const handler = createStaticHandler(routes);

  return async function renderPage(url: string): Promise<RenderedPage> {
    const context = await handler.query(new Request(new URL(url, 'http://storefront.invalid')));
    if (context instanceof Response) throw new Error(`the routes answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createAppQueryClient();
    const emotionCache = createCache({ key: 'app' });
    // Created before the first render: it switches the cache to collecting styles instead of inlining them.
    const emotionServer = createEmotionServer(emotionCache);
    const render = () =>
      renderToString(
        <AppProviders site={site} queryClient={queryClient} emotionCache={emotionCache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );

    const tried = new Set<string>();
    let html = render();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = queriesToFetch(queryClient, tried);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // A failed read renders as "loading", like the browser's first render, which then retries it.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      html = render();
    }
    const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
    // renderToString has no <head>: React 19 puts the hints it hoists first; they belong in the head.
    const hints = HOISTED_LINKS.exec(html)?.[0] ?? '';
    return {
      html: html.slice(hints.length),
      head: hints + styles,
      state: JSON.stringify(dehydrate(queryClient)),
    };
  };
}

function queriesToFetch(queryClient: QueryClient, tried: Set<string>): Query[] {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && !tried.has(query.queryHash) && isEnabled(query));
  for (const query of waiting) tried.add(query.queryHash);
  return waiting;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}
