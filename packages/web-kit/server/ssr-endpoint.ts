import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
// Type-only: erased when Node strips the types, so the static server's image needs no contracts package.
import type { ReadUpstreams } from '@vetrina/contracts/pages';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import type { RuntimeConfig } from './runtime-config.ts';

/** What a remote's server renderer (e.g. mf-storefront/dist-ssr/render-page.mjs) exports. */
interface RendererModule {
  createPageRenderer(options: {
    upstreams: ReadUpstreams;
    site: RuntimeConfig['site'];
  }): (url: string) => Promise<RenderedPage>;
}

/** One absolute http(s) URL from the environment, or the local default of `npm start`. */
function serviceUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL`);
  return url.origin;
}

/** CATALOG_URL and CONTENT_URL: the renderer reads the services directly, never through the gateway. */
export function readUpstreamsFromEnv(env: NodeJS.ProcessEnv): ReadUpstreams {
  return {
    catalog: serviceUrl(env, 'CATALOG_URL', 'http://127.0.0.1:4001'),
    content: serviceUrl(env, 'CONTENT_URL', 'http://127.0.0.1:4002'),
  };
}

/** Only absolute paths of this site: `/prodotti/x?search=y`, never `//other.host` or a full URL. */
const PAGE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * `GET /__ssr/render?path=/prodotti/x` → `{ status, document }` (contracts' RenderedPage): the whole page,
 * head included, and its status. The gateway refuses `/__ssr` from the public side; this server only
 * listens internally.
 */
export async function ssrEndpoint(
  modulePath: string,
  upstreams: ReadUpstreams,
  site: RuntimeConfig['site'],
): Promise<RequestHandler> {
  const file = path.resolve(modulePath);
  if (!existsSync(file)) throw new Error(`SSR module not found: ${file} (build first)`);
  const load = async (stamp: number) => {
    const { createPageRenderer } = (await import(`${pathToFileURL(file).href}?v=${stamp}`)) as RendererModule;
    return createPageRenderer({ upstreams, site });
  };
  const stampOf = () => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  // A rebuild while the server runs replaces the renderer and the hashed files it links: the new renderer
  // is loaded (checked every 2 s) so pages never link files the build has removed.
  let stamp = stampOf();
  let render = await load(stamp);
  let checkedAt = Date.now();
  const current = async () => {
    if (Date.now() - checkedAt < 2000) return render;
    checkedAt = Date.now();
    const now = stampOf();
    if (now !== stamp && now !== 0) {
      // A file still being written fails to load: the previous renderer serves until the next check.
      render = await load(now).then(
        (next) => ((stamp = now), next),
        () => render,
      );
    }
    return render;
  };
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
      const rendered = await (await current())(page);
      res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      res.json(rendered);
    } catch (err) {
      console.error(`server render of ${page} failed:`, err);
      res.status(503).json({ message: 'Rendering non disponibile', issues: [] });
    }
  };
}
