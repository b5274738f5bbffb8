// The storefront's server renderer (webpack.ssr.config.mjs bundles this file with the islands build's
// manifest), loaded by web-kit's static server: GET /__ssr/render?path=/… for the gateway.
import type { ReadUpstreams } from '@vetrina/contracts/pages';
import type { SiteConfig } from '@vetrina/web-kit/site';
import manifest from 'islands-manifest.json';
import type { IslandsManifest } from './islands-assets.ts';
import { createRenderer } from './page-renderer.tsx';
import { createServiceReader } from './service-reader.ts';

export interface PageRendererOptions {
  /** Where the services answer the page's reads on the internal network (never the public gateway). */
  upstreams: ReadUpstreams;
  site: SiteConfig;
}

export function createPageRenderer({ upstreams, site }: PageRendererOptions) {
  return createRenderer({
    read: createServiceReader(upstreams),
    site,
    manifest: manifest as IslandsManifest,
  });
}
