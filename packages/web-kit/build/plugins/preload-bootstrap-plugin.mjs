import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * The host's entry only starts `import('./bootstrap')` (and with it the vendor chunk) once it has run:
 * preload those chunks from index.html so they download alongside main.js instead of after it.
 */
export class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootstrapPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((o) => /(^|\/)bootstrap(\.tsx?)?$/.test(o.request ?? ''))) continue;
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = compilation.outputOptions.publicPath;
        const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: prefix + file,
          }),
        );
        // A deferred script is fetched at low priority, behind the page's data and chunk preloads.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
