/**
 * The server-rendering contract between the storefront's renderer and the gateway (zod-free: both import
 * it). The renderer answers `GET SSR_RENDER_PATH?path=/…` with a RenderedPage: the whole public page.
 */
export const SSR_RENDER_PATH = '/__ssr/render';

export interface RenderedPage {
  /** 200; 404 (unknown page, product or category: the 404 page); 503 (a read failed: the calm error). */
  status: number;
  /**
   * The whole page, `<!doctype html>` to `</html>`, with the site's stylesheet and the islands' scripts, and
   * the slot markers (`meta` section, `head` point) where the gateway puts the page's head tags.
   */
  document: string;
}
