/**
 * A remote's `chunk-map.json`: for each lazily imported module (by import request, and by chunk name when
 * it has one) and each exposed module, the JS files it needs. The gateway preloads the exposed routes and the landing page's chunks from it, so
 * they download with the shell's instead of after remoteEntry.js and the routes module have run.
 */
export class ChunkMapPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkMapPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const map = {};
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            const files = [...group.chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
            const requests = group.origins
              .map((origin) => origin.request)
              .filter((key) => key && /^\.\.?\//.test(key));
            // A named chunk (`webpackChunkName`: the storefront names each page's by its page-table id).
            const keys = group.name ? [...requests, group.name] : requests;
            for (const key of keys) map[key] = [...new Set([...(map[key] ?? []), ...files])].sort();
          }
          compilation.emitAsset('chunk-map.json', new RawSource(JSON.stringify(map)));
        },
      );
    });
  }
}
