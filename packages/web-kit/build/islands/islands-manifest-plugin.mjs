/** The manifest's file name, next to the islands' files. */
export const ISLANDS_MANIFEST = 'islands-manifest.json';

/**
 * `islands-manifest.json`, read by the server renderer: the runtime's scripts, the site's stylesheets and,
 * per island (its chunk is named `island-<Name>`), its scripts (loaded by the runtime). The stylesheet
 * entry's own script only carries class names the server already has: it is not emitted.
 */
export class IslandsManifestPlugin {
  constructor({ runtimeEntry, stylesEntry, islandChunkPrefix = 'island-' }) {
    this.options = { runtimeEntry, stylesEntry, islandChunkPrefix };
  }

  apply(compiler) {
    const { runtimeEntry, stylesEntry, islandChunkPrefix } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('IslandsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'IslandsManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const filesOf = (group, ext) =>
            [...group.chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith(ext)));
          const runtime = compilation.entrypoints.get(runtimeEntry);
          const styles = compilation.entrypoints.get(stylesEntry);
          if (!runtime || !styles) throw new Error('IslandsManifestPlugin: runtime or styles entry missing');
          for (const file of filesOf(styles, '.js')) compilation.deleteAsset(file);
          const islands = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name?.startsWith(islandChunkPrefix)) continue;
            islands[group.name.slice(islandChunkPrefix.length)] = filesOf(group, '.js').sort();
          }
          const manifest = {
            publicPath: compilation.outputOptions.publicPath,
            runtime: filesOf(runtime, '.js'),
            stylesheets: filesOf(styles, '.css'),
            islands,
          };
          compilation.emitAsset(ISLANDS_MANIFEST, new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
