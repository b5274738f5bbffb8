import type { HydrateWhen } from '../islands/island-types.ts';

/** The islands build's manifest (web-kit build/islands/islands-manifest-plugin.mjs). */
export interface IslandsManifest {
  publicPath: string;
  runtime: string[];
  stylesheets: string[];
  islands: Record<string, string[]>;
}

export interface PageAssets {
  stylesheets: string[];
  /**
   * The runtime's entry, run after the document is parsed (`defer`). It fetches React and the islands only
   * after the page's load event, so nothing else is preloaded: every byte before then is the page's own.
   */
  scripts: string[];
}

/** The files a page with these islands needs; a page without islands needs no script at all. */
export function assetsFor(
  manifest: IslandsManifest,
  islands: readonly { name: string; hydrate: HydrateWhen }[],
): PageAssets {
  const url = (file: string) => manifest.publicPath + file;
  return {
    stylesheets: manifest.stylesheets.map(url),
    scripts: islands.length > 0 ? manifest.runtime.map(url) : [],
  };
}
