import type { ReadUpstreams } from '@vetrina/contracts/pages';
import type { RenderedPage } from '@vetrina/contracts/ssr';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@vetrina/web-kit/site';
import { startStub, type StubUpstream } from './stub-upstream.ts';

/**
 * The storefront's real renderer, loaded at run time as web-kit's static server loads its bundle (the
 * gateway's TypeScript project has no JSX: the modules' shapes are written here, as ssr-endpoint.ts does).
 */
interface StorefrontRenderer {
  createRenderer(options: {
    read: (path: string) => Promise<unknown>;
    site: SiteConfig;
    manifest: { publicPath: string; runtime: string[]; stylesheets: string[]; islands: object };
  }): (url: string) => Promise<RenderedPage>;
}
interface StorefrontReader {
  createServiceReader(upstreams: ReadUpstreams): (path: string) => Promise<unknown>;
}
const STOREFRONT_SSR = '../../../mf-storefront/src/ssr';
const MANIFEST = { publicPath: '/remotes/storefront/islands/', runtime: [], stylesheets: [], islands: {} };

/**
 * The storefront's renderer endpoint (`GET /__ssr/render?path=`, web-kit ssr-endpoint.ts's contract) with
 * the real page renderer reading the given services over HTTP: what the gateway asks on a page-cache miss.
 * `requests` lists the renders asked for.
 */
export async function startRealRenderer(
  upstreams: ReadUpstreams,
  site: Partial<SiteConfig> = {},
): Promise<StubUpstream> {
  const { createRenderer } = (await import(`${STOREFRONT_SSR}/page-renderer.tsx`)) as StorefrontRenderer;
  const { createServiceReader } = (await import(`${STOREFRONT_SSR}/service-reader.ts`)) as StorefrontReader;
  const render = createRenderer({
    read: createServiceReader(upstreams),
    site: { ...DEFAULT_SITE_CONFIG, ...site },
    manifest: MANIFEST,
  });
  return startStub('storefront', (req, res) => {
    const url = new URL(req.url!, 'http://storefront.invalid');
    if (url.pathname !== '/__ssr/render') return void res.writeHead(404).end();
    void render(url.searchParams.get('path') ?? '/').then(
      (rendered) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(rendered));
      },
      () => {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Rendering non disponibile', issues: [] }));
      },
    );
  });
}
