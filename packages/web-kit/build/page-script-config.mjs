// One plain script for a server-rendered document (no React, no Module Federation), e.g. the admin's sign-in:
// its entry under a stable name (the document links it; revalidated on each visit, a few KB), its lazily
// imported chunks content-hashed (cached for good).
import path from 'node:path';
import { compressionPlugins } from './plugins/compression-plugins.mjs';
import { minimizers } from './plugins/minimizer.mjs';
import { swcLoader } from './webpack-config.mjs';

/**
 * @param {{ dir: string, name: string, entry: string, publicPath: string, outDir: string }} options
 *   entry: the script's source; publicPath: where the gateway serves outDir (e.g. `/remotes/admin/signin/`).
 */
export function createPageScriptConfig({ dir, name, entry, publicPath, outDir }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      target: ['web', 'es2022'],
      entry: { [name]: path.join(dir, entry) },
      devtool: false,
      output: {
        path: path.join(dir, outDir),
        publicPath,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        module: true,
        chunkFormat: 'module',
        chunkLoading: 'import',
        clean: true,
      },
      experiments: { outputModule: true },
      resolve: {
        extensions: ['.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.js'] },
      },
      module: { rules: [{ test: /\.[cm]?ts$/, exclude: /node_modules/, use: swcLoader(production) }] },
      plugins: production ? compressionPlugins() : [],
      optimization: {
        ...(production ? { minimizer: minimizers() } : {}),
        splitChunks: false,
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      cache: { type: 'filesystem', name: `${name}-${production ? 'prod' : 'dev'}` },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
