import { matchPage } from './pages.ts';

/**
 * The server-rendering contract between the storefront's renderer, the gateway and the shell (zod-free:
 * all three import it). The renderer answers `GET SSR_RENDER_PATH?path=/…` with a RenderedPage; the gateway
 * puts `state` into the page as `<script type="application/json" id={SSR_STATE_ELEMENT_ID}>`, which the
 * shell reads before hydrating.
 */
export const SSR_RENDER_PATH = '/__ssr/render';

export const SSR_STATE_ELEMENT_ID = 'vetrina-ssr-state';

/**
 * Pages whose render carries something for one visitor only (the contact form's single-use token, marked
 * `perVisitor` in the page table): each request is rendered afresh, never from the gateway's render cache,
 * and sent `no-store` so no shared cache (CDN, proxy) hands one visitor's page to another.
 */
export const isPerVisitorPage = (pathname: string): boolean => matchPage(pathname)?.page.perVisitor === true;

export interface RenderedPage {
  /** The markup of everything inside the shell's `#root`. */
  html: string;
  /**
   * For the page's `<head>`: the resource hints React hoists (e.g. the LCP image's preload) and emotion's
   * `<style data-emotion>` tags for exactly that markup (the browser's emotion cache adopts them).
   */
  head: string;
  /** react-query's dehydrated cache: the browser's first render shows the same data, without fetching. */
  state: string;
}
