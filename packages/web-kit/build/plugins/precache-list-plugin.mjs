import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { InjectManifest } from 'workbox-webpack-plugin';

const LIST_SOURCE = fileURLToPath(new URL('../precache-list.js', import.meta.url));

/** A revision for entries Workbox cannot see (mf-manifest.json is written after it collects): the list's hash. */
function revisionOf(entries) {
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry.url} ${entry.revision ?? ''}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes `file`: this build's files as a precache list (url + revision) for a service worker to import.
 * Content-hashed names are their own revision. `urlPrefix`: where the files are served (a remote built with
 * publicPath 'auto' has bare names). `federationManifest`: add the build's mf-manifest.json, which Module
 * Federation writes after Workbox has collected the assets.
 * @param {{ file: string, urlPrefix?: string, exclude?: RegExp[], excludeChunks?: string[], federationManifest?: boolean }} options
 */
export function precacheListPlugin({
  file,
  urlPrefix,
  exclude = [],
  excludeChunks = [],
  federationManifest,
}) {
  return new InjectManifest({
    swSrc: LIST_SOURCE,
    swDest: file,
    compileSrc: false,
    excludeChunks,
    exclude: [/\.map$/, /\.(br|gz)$/, /^mf-stats\.json$/, /^mf-manifest\.json$/, ...exclude],
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.[a-z0-9]+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    ...(urlPrefix ? { modifyURLPrefix: { '': urlPrefix } } : {}),
    manifestTransforms: federationManifest
      ? [
          (entries) => ({
            manifest: [
              ...entries,
              { url: `${urlPrefix ?? ''}mf-manifest.json`, revision: revisionOf(entries), size: 0 },
            ],
            warnings: [],
          }),
        ]
      : [],
  });
}
