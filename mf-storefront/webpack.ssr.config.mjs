// The storefront's server-side renderer: one self-contained ESM file for Node (no federation, no chunks),
// loaded by the storefront's static server (`serve-static.ts --ssr`) and called by the gateway. Built after
// webpack.islands.config.mjs: it bundles that build's manifest, so each render links the very files of the
// build it came with.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { swcLoader } from '@vetrina/web-kit/build/webpack-config.mjs';
import { cssRules } from '@vetrina/web-kit/build/islands/css-modules-rule.mjs';
import { ISLANDS_MANIFEST } from '@vetrina/web-kit/build/islands/islands-manifest-plugin.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const ISLANDS_DIR = path.join(dir, 'dist/islands');
const ISLANDS_PUBLIC_PATH = '/remotes/storefront/islands/';

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'mf_storefront_ssr',
    mode: production ? 'production' : 'development',
    target: 'node24',
    context: dir,
    entry: { 'render-page': './src/ssr/render-page.tsx' },
    experiments: { outputModule: true },
    output: {
      path: path.join(dir, 'dist-ssr'),
      filename: '[name].mjs',
      library: { type: 'module' },
      chunkFormat: 'module',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { 'islands-manifest.json$': path.join(ISLANDS_DIR, ISLANDS_MANIFEST) },
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader(production) },
        ...cssRules({ production, extract: false }),
        { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
        // Pictures the markup names (the hero, the about page's): written next to the islands' files.
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          resourceQuery: { not: [/inline/] },
          type: 'asset/resource',
          generator: {
            filename: 'assets/[name].[contenthash:8][ext]',
            outputPath: path.relative(path.join(dir, 'dist-ssr'), ISLANDS_DIR),
            publicPath: ISLANDS_PUBLIC_PATH,
          },
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    cache: { type: 'filesystem', name: `ssr-${production ? 'prod' : 'dev'}` },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
