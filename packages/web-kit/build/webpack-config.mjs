// Shared webpack factory for the shell (MF host) and the remotes (mf_storefront, mf_admin).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const packagesDir = path.join(repoRoot, 'packages');
const require = createRequire(import.meta.url);

/** Packages that hold React contexts or module state: one copy across host and remotes. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router/',
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/system',
  '@mui/system/',
  '@mui/material/styles',
  'notistack',
];
const WORKSPACE_SINGLETONS = ['@vetrina/web-kit', '@vetrina/contracts'];
const ROUTER_FACADE = path.join(here, 'react-router-facade.mjs');
/** The facade's own import: react-router's production build (its exports map only offers the development one). */
const ROUTER_BUILD_ALIAS = 'vetrina-react-router-build';
export function routerProductionBuild() {
  return path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })),
    'dist/production/index.mjs',
  );
}
// zod is deliberately NOT shared: a shared module is not tree-shaken (all of zod is ~89 KB gzip), while the
// copy bundled inside the shared @vetrina/contracts keeps only what the schemas use.

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function installedVersion(pkg) {
  try {
    return readJson(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
  } catch {
    return undefined;
  }
}

/** requiredVersion from the app's package.json; falls back to the installed version. */
function sharedConfig(appPkg) {
  const deps = { ...appPkg.devDependencies, ...appPkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)\/.*$/, '$1');
    const installed = installedVersion(pkg);
    const requiredVersion = deps[pkg] ?? (installed ? `^${installed}` : false);
    shared[key] = { singleton: true, requiredVersion };
  }
  // 'react-router' is shared as its browser-only facade. Import router APIs from 'react-router' only: a
  // provided module has one share key, so 'react-router-dom' can't be the same singleton too.
  const routerVersion = installedVersion('react-router');
  shared['react-router'] = {
    import: ROUTER_FACADE,
    singleton: true,
    requiredVersion: deps['react-router'] ?? `^${routerVersion}`,
    version: routerVersion,
  };
  for (const key of WORKSPACE_SINGLETONS) {
    shared[key] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

/** Copies every file of `public/` except index.html (the html plugin renders that one). */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir, rel) => {
            let entries;
            try {
              entries = readdirSync(dir);
            } catch {
              return;
            }
            for (const name of entries) {
              const abs = path.join(dir, name);
              const relPath = rel ? `${rel}/${name}` : name;
              if (statSync(abs).isDirectory()) walk(abs, relPath);
              else if (relPath !== 'index.html') {
                compilation.fileDependencies.add(abs);
                compilation.emitAsset(relPath, new RawSource(readFileSync(abs)));
              }
            }
          };
          walk(this.dir, '');
        },
      );
    });
  }
}

/** 'react-router-dom' would bundle a private router (its contexts unknown to the shell's RouterProvider). */
class RouterImportGuardPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RouterImportGuardPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('RouterImportGuardPlugin', (data) => {
        if (data.request === 'react-router-dom' || data.request.startsWith('react-router-dom/')) {
          throw new Error(
            `${data.contextInfo.issuer}: import router APIs from 'react-router' (the shared singleton), not '${data.request}'`,
          );
        }
      });
    });
  }
}

/**
 * The host's entry only starts `import('./bootstrap')` (and with it the vendor chunk) once it has run:
 * preload those chunks from index.html so they download alongside main.js instead of after it.
 */
class PreloadBootstrapPlugin {
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

/**
 * The colour mode's init script, inline and first in the host's <head>: it sets `html[data-theme]` from the
 * stored choice before anything is painted. The gateway's CSP allows it by the sha256 of the same string.
 */
class ThemeInitScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ThemeInitScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ThemeInitScriptPlugin', (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, THEME_INIT_SCRIPT));
        return data;
      });
    });
  }
}

/**
 * A remote's `chunk-map.json`: for each lazily imported module (by import request) and each exposed module,
 * the JS files it needs. The gateway preloads the exposed routes and the landing page's chunks from it, so
 * they download with the shell's instead of after remoteEntry.js and the routes module have run.
 */
class ChunkMapPlugin {
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
            for (const origin of group.origins) {
              const key = origin.request;
              if (!key || !/^\.\.?\//.test(key)) continue;
              map[key] = [...new Set([...(map[key] ?? []), ...files])].sort();
            }
          }
          compilation.emitAsset('chunk-map.json', new RawSource(JSON.stringify(map)));
        },
      );
    });
  }
}

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

function minimizers(production) {
  if (!production) return undefined;
  try {
    // swc minifies much faster than terser on 2 cores; webpack itself depends on this plugin.
    const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [repoRoot] }));
    return [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
        extractComments: false,
      }),
    ];
  } catch {
    return undefined;
  }
}

/**
 * The host needs every shared library on its first load anyway: one vendor chunk instead of ~35 small ones
 * (each shared module is otherwise its own async chunk), so the slow-network waterfall has few requests.
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendor: {
        test: /[\\/](node_modules|packages[\\/](web-kit|contracts))[\\/]/,
        name: 'vendor',
        chunks: 'async',
        enforce: true,
      },
    },
  };
}

/**
 * A remote's pages share most of their MUI component code: one 'ui' chunk instead of a dozen small ones
 * per first page. Shared libraries stay in their own chunks (fallbacks the host normally provides).
 */
function remoteSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      ui: {
        test: /[\\/]node_modules[\\/](@mui[\\/](material|icons-material|utils|system)|@popperjs|clsx|react-transition-group)[\\/]/,
        name: 'ui',
        chunks: 'async',
        priority: 20,
        // A few files instead of one: each is compiled and run in its own task, none long enough to
        // block input for more than a few tens of milliseconds on a phone. (`enforce` would ignore
        // minSize and cut dozens of tiny files.) Sizes are of the unminified sources: ~100 KB minified each.
        minSize: 300_000,
        maxSize: 500_000,
      },
    },
  };
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, port: number, isHost?: boolean }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig({ dir, name, exposes = {}, port, isHost = false }) {
  const appPkg = readJson(path.join(dir, 'package.json'));
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const production = mode === 'production';
    const minimizer = minimizers(production);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: path.join(dir, 'src/index.ts') },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      cache: {
        type: 'filesystem',
        buildDependencies: {
          config: [
            fileURLToPath(import.meta.url),
            fileURLToPath(import.meta.resolve('@vetrina/contracts/theme-init')),
          ],
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
                // Keep comments: the gateway injects SEO tags at <!--vetrina-head-->.
                minify: false,
              }),
              new CopyPublicPlugin(path.join(dir, 'public')),
              new PreloadBootstrapPlugin(),
              new ThemeInitScriptPlugin(),
            ]
          : [new ChunkMapPlugin()]),
        ...(production
          ? [
              new CompressionPlugin({
                algorithm: 'gzip',
                filename: '[path][base].gz',
                test: /\.(js|css|html|json|svg|txt)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg|txt)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        ...(minimizer ? { minimizer } : {}),
        splitChunks: isHost ? hostSplitChunks() : remoteSplitChunks(),
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
