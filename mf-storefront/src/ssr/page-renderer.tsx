import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { matchPage, NOT_FOUND_TEXT, pageText } from '@vetrina/contracts/pages';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { SiteConfigContext } from '@vetrina/web-kit/site';
import type { SiteConfig } from '@vetrina/web-kit/site';
import { Layout } from '../features/layout/Layout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { createRenderCollector, RenderCollectorContext } from '../islands/render-context.ts';
import { renderDocument } from './document.ts';
import { assetsFor } from './islands-assets.ts';
import type { IslandsManifest } from './islands-assets.ts';
import type { Read } from '../page-kit/page-module.ts';
import { PAGE_MODULES } from './page-registry.ts';
import { readSiteSettings } from './read-site-settings.ts';
import { SiteSettingsContext } from '../shared/site-settings.ts';

export interface RendererOptions {
  read: Read;
  site: SiteConfig;
  manifest: IslandsManifest;
}

/** renderToString has no <head>: React 19 puts the hints it hoists (the main picture's preload) first. */
const HOISTED_LINKS = /^(?:<link [^>]*>)+/;

function decodeParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return null;
  }
}

/**
 * Renders a whole public page: the page's reads straight from the services, its component with that data
 * as props, inside the layout, into a document that links the site's stylesheet and, when the page has
 * islands, the islands' runtime. An unknown page, product or category renders the 404 page with HTTP 404.
 */
export function createRenderer({ read, site: configured, manifest }: RendererOptions) {
  return async function renderPage(url: string): Promise<RenderedPage> {
    const { pathname, searchParams } = new URL(url, 'http://storefront.invalid');
    const match = matchPage(pathname);
    const module = match ? PAGE_MODULES[match.page.id] : undefined;
    const params = match ? decodeParams(match.params) : null;

    // The owner's settings, once per render, before the page's own reads (its text may use the site's name).
    const { settings, site, ok } = await readSiteSettings(read, configured);
    let status = 404;
    let content: ReactNode = <NotFoundPage />;
    let title: string = NOT_FOUND_TEXT.title;
    if (match && module && params) {
      const loaded = await module.load({ params, search: searchParams, read, site });
      if (!('notFound' in loaded)) {
        // Without the settings the page shows the environment's defaults: answered 503, so no cache keeps it.
        status = !ok && (loaded.status ?? 200) === 200 ? 503 : (loaded.status ?? 200);
        content = <module.Page {...loaded.props} />;
        title = match.page.text ? pageText(match.page.id, settings).title : site.siteName;
      }
    }

    const collector = createRenderCollector();
    const markup = renderToString(
      <RenderCollectorContext value={collector}>
        <SiteConfigContext value={site}>
          <SiteSettingsContext value={settings}>
            <Layout pathname={pathname}>{content}</Layout>
          </SiteSettingsContext>
        </SiteConfigContext>
      </RenderCollectorContext>,
      { identifierPrefix: 'p-' },
    );
    const hints = HOISTED_LINKS.exec(markup)?.[0] ?? '';
    const document = renderDocument({
      title: title === site.siteName ? title : `${title} | ${site.siteName}`,
      hints,
      body: markup.slice(hints.length),
      assets: assetsFor(manifest, collector.islands),
    });
    return { status, document };
  };
}
