// The admin remote's own build plugins: the installable app's files and this build's precache list, which the
// admin's service worker (src/service-worker, its own build) imports. docs/decisions/admin-service-worker.md.
import { precacheListPlugin } from '@vetrina/web-kit/build/plugins/precache-list-plugin.mjs';
import { appIconFiles } from './app-icons.mjs';
import { ADMIN_PUBLIC_PATH, webAppManifest } from './web-app-manifest.mjs';

/** Where this build's precache list is published (the service worker imports it). */
export const ADMIN_PRECACHE_LIST = 'precache-admin.js';

/** Emits manifest.webmanifest and icons/*.png (drawn at build time), before the precache list is made. */
class WebAppFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'manifest.webmanifest',
            new RawSource(JSON.stringify(webAppManifest(), null, 2)),
          );
          for (const [file, png] of Object.entries(appIconFiles()))
            compilation.emitAsset(`icons/${file}`, new RawSource(png));
        },
      );
    });
  }
}

/** Left out of the list: the remote's standalone entry (the shell never loads it) and the chunk map (gateway only). */
export function adminAppPlugins(production) {
  if (!production) return [new WebAppFilesPlugin()];
  return [
    new WebAppFilesPlugin(),
    precacheListPlugin({
      file: ADMIN_PRECACHE_LIST,
      urlPrefix: ADMIN_PUBLIC_PATH,
      excludeChunks: ['main'],
      exclude: [/^chunk-map\.json$/],
      federationManifest: true,
    }),
  ];
}
