// Shared webpack factory for the shell (MF host) and the remotes (mf_storefront, mf_admin). Its plugins are in
// plugins/, the chunk presets in split-chunks.mjs, what is shared through Module Federation in shared-modules.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ChunkMapPlugin } from './plugins/chunk-map-plugin.mjs';
import { compressionPlugins } from './plugins/compression-plugins.mjs';
import { copyPublicPlugin } from './plugins/copy-public-plugin.mjs';
import { minimizers } from './plugins/minimizer.mjs';
import { PreloadBootstrapPlugin } from './plugins/preload-bootstrap-plugin.mjs';
import { RouterImportGuardPlugin } from './plugins/router-import-guard-plugin.mjs';
import { ThemeInitScriptPlugin } from './plugins/theme-init-script-plugin.mjs';
import { ROUTER_BUILD_ALIAS, routerProductionBuild, sharedConfig } from './shared-modules.mjs';
import { hostSplitChunks, remoteSplitChunks } from './split-chunks.mjs';

export { routerProductionBuild };

const here = path.dirname(fileURLToPath(import.meta.url));
/** The shared packages' sources, compiled with each app's own. */
export const packagesDir = path.resolve(here, '../..');

export function swcLoader(production) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  };
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, port: number, isHost?: boolean,
 *   plugins?: (production: boolean) => import('webpack').WebpackPluginInstance[], firstScreen?: string[] }} options
 *   `plugins`: the app's own (e.g. its service worker's precache list), before compression.
 *   `firstScreen`: a remote's chunks (`webpackChunkName`s) of its usual first screen (split-chunks.mjs).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig({
  dir,
  name,
  exposes = {},
  port,
  isHost = false,
  plugins = () => [],
  firstScreen = [],
}) {
  const appPkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const production = mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: path.join(dir, 'src/index.ts') },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      cache: {
        type: 'filesystem',
        buildDependencies: {
          // The factory and everything under build/ (plugins, presets), and the theme script it inlines.
          config: [here + path.sep, fileURLToPath(import.meta.resolve('@vetrina/contracts/theme-init'))],
        },
      },
      output: {
        path: path.join(dir, 'dist'),
        // Entry names stay stable (the federation runtime cannot hash them); they are served no-cache.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { [`${ROUTER_BUILD_ALIAS}$`]: routerProductionBuild() },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            include: [path.join(dir, 'src'), packagesDir],
            exclude: /node_modules/,
            use: swcLoader(production),
          },
          // `new URL('./x.svg?inline', import.meta.url)`: a data: URL, no request (e.g. an LCP picture).
          { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            resourceQuery: { not: [/inline/] },
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new RouterImportGuardPlugin(),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(appPkg),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // Browser-only runtime (drops the node loaders). Sharing the host's runtime with the remotes
          // (provide/externalRuntime) was measured: +20 KB gzip on the shell for -19 KB per remote, not worth it.
          experiments: { optimization: { target: 'web' } },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                inject: 'head',
                scriptLoading: 'defer',
                // Not minified: the template's comments say why each tag is there.
                minify: false,
              }),
              copyPublicPlugin(path.join(dir, 'public')),
              new PreloadBootstrapPlugin(),
              new ThemeInitScriptPlugin(),
            ]
          : [new ChunkMapPlugin()]),
        ...plugins(production),
        ...(production ? compressionPlugins() : []),
      ],
      optimization: {
        ...(production ? { minimizer: minimizers() } : {}),
        splitChunks: isHost ? hostSplitChunks() : remoteSplitChunks({ firstScreen }),
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: isHost,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
