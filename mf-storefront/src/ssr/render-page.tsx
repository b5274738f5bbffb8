import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { dehydrate } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createAppQueryClient } from '@vetrina/web-kit/providers';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { setApiOrigin } from '@vetrina/web-kit';
import type { SiteConfig } from '@vetrina/web-kit';
import { routes } from '../routes.tsx';
import { routeReadsToServices, SERVICE_READS_ORIGIN } from './service-reads.ts';
import type { ReadUpstreams } from '@vetrina/contracts/pages';

export interface PageRendererOptions {
  /** Where the services answer the page's reads on the internal network (never the public gateway). */
  upstreams: ReadUpstreams;
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
export function createPageRenderer({ upstreams, site }: PageRendererOptions) {
  routeReadsToServices(upstreams);
  setApiOrigin(SERVICE_READS_ORIGIN);
  const handler = createStaticHandler(routes);

  return async function renderPage(url: string): Promise<RenderedPage> {
    const context = await handler.query(new Request(new URL(url, 'http://storefront.invalid')));
    if (context instanceof Response) throw new Error(`the routes answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createAppQueryClient();
    // A cache per pass: the styles sent are those of the final markup, not of an earlier pass's skeletons.
    const render = () => {
      const emotionCache = collectingCache();
      const markup = renderToString(
        <AppProviders site={site} queryClient={queryClient} emotionCache={emotionCache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
      return { markup, emotionCache };
    };

    const tried = new Set<string>();
    let rendered = render();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const waiting = queriesToFetch(queryClient, tried);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // A failed read renders as "loading", like the browser's first render, which then retries it.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      rendered = render();
    }
    const html = rendered.markup;
    const styles = styleTags(rendered.emotionCache);
    // renderToString has no <head>: React 19 puts the hints it hoists first; they belong in the head.
    const hints = HOISTED_LINKS.exec(html)?.[0] ?? '';
    return {
      html: html.slice(hints.length),
      head: hints + styles,
      state: JSON.stringify(dehydrate(queryClient)),
    };
  };
}

/** An emotion cache that collects styles (`compat`) instead of rendering a `<style>` beside each element. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'app' });
  cache.compat = true;
  return cache;
}

/**
 * Every style the render produced, in emotion's SSR format (the browser's cache adopts them by id). That
 * includes the classes of composed components the markup never names (AppBar's own, merged into
 * Paper's): left out, as emotion's critical-CSS extraction does, hydration would compile them all again.
 */
function styleTags(cache: EmotionCache): string {
  const ids: string[] = [];
  let regular = '';
  let globals = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // Global styles keep a tag each: emotion's <Global> adopts (and later removes) its own tag.
      globals += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    } else {
      ids.push(id);
      regular += css;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${regular}</style>`;
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
