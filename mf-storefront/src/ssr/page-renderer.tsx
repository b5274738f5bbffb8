import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { matchPage, pageText } from '@vetrina/contracts/pages';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { SiteConfigContext } from '@vetrina/web-kit/site';
import type { SiteConfig } from '@vetrina/web-kit/site';
import { Layout } from '../features/layout/Layout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { createRenderCollector, RenderCollectorContext } from '../islands/render-context.ts';
import { renderDocument } from './document.ts';
import { renderHead } from './head-tags.ts';
import { assetsFor } from './islands-assets.ts';
import type { IslandsManifest } from './islands-assets.ts';
import type { HeadSite, PageHead } from '../page-kit/page-head.ts';
import type { Read } from '../page-kit/page-module.ts';
import { PAGE_MODULES } from './page-registry.ts';
import { readSiteSettings } from './read-site-settings.ts';
import { NOT_FOUND_HEAD, tableHead } from './table-head.ts';
import { SiteSettingsContext } from '../shared/site-settings.ts';

export interface RendererOptions {
  read: Read;
  site: SiteConfig;
  manifest: IslandsManifest;
}

/** renderToString has no <head>: React 19 puts the hints it hoists (a picture's preload) first. */
const HOISTED_LINKS = /^(?:<link [^>]*>)+/;

/** Canonical and social URLs when PUBLIC_URL is not set (the gateway's own default address). */
const DEFAULT_ORIGIN = 'http://localhost:8080';

function decodeParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return null;
  }
}

/**
 * Renders a whole public page and decides its status, the one place that does: the page's reads straight
 * from the services (the settings once, beside the page's own), its component with that data as props inside
 * the layout, and its head from the same data, into a document that links the site's stylesheet and, when
 * the page has islands, the islands' runtime. 200; 404 for an unknown page, product or category (or a
 * private page's wrong link); 503 when a read the page needs failed (never cached).
 */
export function createRenderer({ read, site: configured, manifest }: RendererOptions) {
  const origin = (configured.publicUrl || DEFAULT_ORIGIN).replace(/\/+$/, '');
  return async function renderPage(url: string): Promise<RenderedPage> {
    const { pathname, searchParams } = new URL(url, 'http://storefront.invalid');
    const match = matchPage(pathname);
    const module = match ? PAGE_MODULES[match.page.id] : undefined;
    const params = match ? decodeParams(match.params) : null;

    // The owner's settings, once per render, read beside the page's own data (its head and text use them).
    const [{ settings, site, ok }, loaded] = await Promise.all([
      readSiteSettings(read, configured),
      match && module && params ? module.load({ pathname, params, search: searchParams, read }) : null,
    ]);
    const headSite: HeadSite = ok
      ? {
          siteName: site.siteName,
          origin,
          shipping: {
            rate: settings.shippingRate,
            handlingDays: { min: settings.handlingDaysMin, max: settings.handlingDaysMax },
          },
          maker: {
            makerName: settings.makerName,
            makerAddress: settings.makerAddress,
            makerEmail: settings.makerEmail,
          },
        }
      : { siteName: site.siteName, origin };
    let status = 404;
    let content: ReactNode = <NotFoundPage />;
    let head: PageHead | null = NOT_FOUND_HEAD;
    if (match && module && loaded && !('notFound' in loaded)) {
      // Without the settings the page shows the environment's defaults: answered 503, so no cache keeps it.
      status = !ok && (loaded.status ?? 200) === 200 ? 503 : (loaded.status ?? 200);
      content = <module.Page {...loaded.props} />;
      head =
        loaded.head?.(headSite) ??
        (match.page.text ? tableHead(match.page, pageText(match.page.id, settings)) : null);
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
      head: renderHead(head, headSite),
      hints,
      body: markup.slice(hints.length),
      assets: assetsFor(manifest, collector.islands),
    });
    return { status, document };
  };
}
