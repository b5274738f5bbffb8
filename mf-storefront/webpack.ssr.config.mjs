// The storefront's server-side renderer: one self-contained ESM file for Node (no federation, no chunks),
// loaded by the storefront's static server (`serve-static.ts --ssr`) and called by the gateway.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { routerProductionBuild, swcLoader } from '../packages/web-kit/build/webpack-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'mf_storefront_ssr',
    mode: production ? 'production' : 'development',
    target: 'node24',
    entry: { 'render-page': './src/ssr/render-page.tsx' },
    experiments: { outputModule: true },
    output: {
      path: path.join(dir, 'dist-ssr'),
      filename: '[name].mjs',
      library: { type: 'module' },
      chunkFormat: 'module',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { 'react-router$': routerProductionBuild() },
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader(production) },
        { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
        // Same file names as the browser build, which emits the files; the server only needs their URLs.
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          resourceQuery: { not: [/inline/] },
          type: 'asset/resource',
          generator: { emit: false, publicPath: '/remotes/storefront/' },
        },
      ],
    },
    // Page modules are imported lazily by the routes; a server wants them all in the one file.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    cache: { type: 'filesystem', name: `ssr-${production ? 'prod' : 'dev'}` },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
