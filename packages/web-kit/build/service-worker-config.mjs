// A service worker's own webpack build: one classic script, no federation (a worker shares nothing with the
// pages), written next to an app's files after that app's build (`after`: its config's name).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimizers } from './plugins/minimizer.mjs';
import { packagesDir, swcLoader } from './webpack-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {{ dir: string, entry: string, after: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServiceWorkerConfig({ dir, entry, after }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const production = mode === 'production';
    return {
      name: `${after}-service-worker`,
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'webworker',
      entry: { sw: path.join(dir, entry) },
      devtool: false,
      cache: { type: 'filesystem', buildDependencies: { config: [here + path.sep] } },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, publicPath: '' },
      resolve: { extensions: ['.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.js'] } },
      module: {
        // The app's sources and the shared packages' (names both sides use, e.g. web-kit's admin-device-data).
        rules: [{ test: /\.ts$/, include: [path.join(dir, 'src'), packagesDir], use: swcLoader(production) }],
      },
      optimization: { ...(production ? { minimizer: minimizers() } : {}), splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
