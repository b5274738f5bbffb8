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
  /** The runtime's scripts, run after the document is parsed (`defer`). */
  scripts: string[];
  /** The chunks of the islands hydrated at once, downloaded with the runtime instead of after it. */
  preloads: string[];
}

/** The files a page with these islands needs; a page without islands needs no script at all. */
export function assetsFor(
  manifest: IslandsManifest,
  islands: readonly { name: string; hydrate: HydrateWhen }[],
): PageAssets {
  const url = (file: string) => manifest.publicPath + file;
  const eager = new Set(islands.filter((i) => i.hydrate === 'load').map((i) => i.name));
  return {
    stylesheets: manifest.stylesheets.map(url),
    scripts: islands.length > 0 ? manifest.runtime.map(url) : [],
    preloads: [...eager].flatMap((name) => manifest.islands[name] ?? []).map(url),
  };
}
