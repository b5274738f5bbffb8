import type { Express } from 'express';
import { matchPage } from '@vetrina/contracts/pages';
import { normalisedUrl } from '@vetrina/service-kit';
import type { GatewayConfig } from '../config.ts';
import { createRendererClient } from './renderer-client.ts';
import { isPreviewRequest, markPreview } from './preview.ts';
import type { PublicCaches } from './public-caches.ts';
import { sendHtml } from './compress-html.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import { unavailablePage } from './unavailable-page.ts';

/** What the storefront renders for any unknown path (its `*` route): one render serves every such path. */
const NOT_FOUND_RENDER_PATH = '/404';
/** No public page has an address this long: longer ones (a forged token, a pasted essay) get the 404 page. */
const MAX_PAGE_URL_LENGTH = 2048;

/** What the storefront is asked to render: the page with only the query parameters it reads, or its 404. */
function renderPathOf(originalUrl: string, match: ReturnType<typeof matchPage>): string {
  const url = match ? normalisedUrl(originalUrl, match.page.queryParams) : NOT_FOUND_RENDER_PATH;
  return url.length > MAX_PAGE_URL_LENGTH ? NOT_FOUND_RENDER_PATH : url;
}

/**
 * Paths the shell answers itself: the admin area (its own client-side routes), the remotes' files and
 * any file of the shell's build (`/main.js`, `/favicon.svg`: a last segment with a dot). Any other page
 * path is the storefront's: a page of the page table, or its 404 page.
 */
function isShellPath(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower === '/admin' || lower.startsWith('/admin/') || lower.startsWith('/remotes/')) return true;
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The public pages: robots.txt, sitemap.xml (svc-catalog's list) and every page path, answered with the
 * storefront renderer's whole document and its status (200, 404 or 503: the renderer decides, this only
 * relays), or the calm 503 page when the renderer cannot be reached. The page cache (cache/page-cache.ts)
 * sits in front of this handler.
 */
export function publicPageRoutes(app: Express, config: GatewayConfig, caches: PublicCaches): void {
  const origin = new URL(config.PUBLIC_URL).origin;
  const unavailable = unavailablePage(config.SITE_NAME);
  const renderPage = createRendererClient({
    storefrontUrl: config.STOREFRONT_URL,
    cacheMs: config.SSR_CACHE_MS,
    timeoutMs: config.SSR_TIMEOUT_MS,
  });
  caches.register(renderPage.clear);

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (req, res) => {
    try {
      const xml = await buildSitemap(config.CATALOG_URL, origin);
      res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(xml);
    } catch (err) {
      req.log?.warn({ err }, 'sitemap unavailable');
      res.status(503).json({ message: 'Sitemap temporaneamente non disponibile', issues: [] });
    }
  });

  app.get('/{*page}', async (req, res, next) => {
    if (isShellPath(req.path)) return next();
    const match = matchPage(req.path);
    const preview = isPreviewRequest(req);
    const shared = !match?.page.perVisitor && !preview;
    const rendered = await renderPage(renderPathOf(req.originalUrl, match), { shared }).catch(
      (err: unknown) => {
        req.log?.warn({ err }, 'server render unavailable');
        return null;
      },
    );
    if (rendered === null) {
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '10' });
      sendHtml(req, res, unavailable);
      return;
    }
    res.status(rendered.status).set('Cache-Control', 'no-cache');
    if (match?.page.perVisitor) {
      // A single-use form token: never stored, not even by a shared cache.
      res.set('Cache-Control', 'private, no-store');
      // Its plain form posts to /api/contact without JavaScript. Under the site's `no-referrer` the browser
      // sends that POST with `Origin: null`, which the CSRF guard refuses; `same-origin` sends the real
      // origin to this site and still nothing to any other.
      res.set('Referrer-Policy', 'same-origin');
    }
    if (preview) markPreview(res);
    sendHtml(req, res, rendered.document);
  });
}
