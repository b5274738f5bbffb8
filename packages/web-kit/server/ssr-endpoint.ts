import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
// Type-only: erased when Node strips the types, so the static server's image needs no contracts package.
import type { RenderedPage } from '@vetrina/contracts/ssr';
import type { RuntimeConfig } from './runtime-config.ts';

/** What a remote's server renderer (e.g. mf-storefront/dist-ssr/render-page.mjs) exports. */
interface RendererModule {
  createPageRenderer(options: {
    apiOrigin: string;
    site: RuntimeConfig['site'];
  }): (url: string) => Promise<RenderedPage>;
}

/** Only absolute paths of this site: `/prodotti/x?search=y`, never `//other.host` or a full URL. */
const PAGE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * `GET /__ssr/render?path=/prodotti/x` → `{ html, head, state }` for the gateway to put into the
 * shell's page. The gateway refuses `/__ssr` from the public side; this server only listens internally.
 */
export async function ssrEndpoint(
  modulePath: string,
  apiOrigin: string,
  site: RuntimeConfig['site'],
): Promise<RequestHandler> {
  const file = path.resolve(modulePath);
  if (!existsSync(file)) throw new Error(`SSR module not found: ${file} (build first)`);
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as RendererModule;
  const render = createPageRenderer({ apiOrigin, site });
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const page = typeof req.query.path === 'string' ? req.query.path : '';
    if (!PAGE_PATH.test(page) || page.length > 2000) {
      res
        .status(400)
        .json({ message: 'Parametro path non valido', issues: [{ path: ['path'], message: 'path' }] });
      return;
    }
    const started = performance.now();
    try {
      const rendered = await render(page);
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      res.json(rendered);
    } catch (err) {
      console.error(`server render of ${page} failed:`, err);
      res.status(503).json({ message: 'Rendering non disponibile', issues: [] });
    }
  };
}
