// The islands' browser build of a remote: no Module Federation, one small runtime that hydrates the islands a
// server-rendered page carries, one chunk per island, and the site's stylesheet (CSS Modules + tokens).
import { createRequire } from 'node:module';
import path from 'node:path';
import { compressionPlugins } from '../plugins/compression-plugins.mjs';
import { minimizers } from '../plugins/minimizer.mjs';
import { swcLoader } from '../webpack-config.mjs';
import { cssRules } from './css-modules-rule.mjs';
import { IslandsManifestPlugin } from './islands-manifest-plugin.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {{ dir: string, name: string, runtime: string, styles: string, publicPath: string, outDir?: string }} options
 *   runtime: the island runtime's entry; styles: the entry importing every stylesheet of the site;
 *   publicPath: where the gateway serves outDir (e.g. `/remotes/storefront/islands/`).
 */
export function createIslandsConfig({ dir, name, runtime, styles, publicPath, outDir = 'dist/islands' }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    return {
      name: `${name}_islands`,
      mode: production ? 'production' : 'development',
      context: dir,
      target: ['web', 'es2022'],
      entry: { runtime: path.join(dir, runtime), site: path.join(dir, styles) },
      devtool: false,
      output: {
        path: path.join(dir, outDir),
        publicPath,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `${name}_islands`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader(production) },
          ...cssRules({ production, extract: true }),
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        // The page links the one site stylesheet in its head: island chunks never load CSS themselves.
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
          runtime: false,
        }),
        new IslandsManifestPlugin({ runtimeEntry: 'runtime', stylesEntry: 'site' }),
        ...(production ? compressionPlugins() : []),
      ],
      optimization: {
        ...(production ? { minimizer: minimizers() } : {}),
        // The runtime carries React; each island's chunk carries only its own code.
        splitChunks: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      cache: { type: 'filesystem', name: `islands-${production ? 'prod' : 'dev'}` },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
