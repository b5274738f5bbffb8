import { createWebpackConfig } from '@vetrina/web-kit/build/webpack-config';
import { createServiceWorkerConfig } from '@vetrina/web-kit/build/service-worker-config.mjs';
import { adminAppPlugins } from './build/admin-app-plugins.mjs';

const NAME = 'mf_admin';
const app = createWebpackConfig({
  dir: import.meta.dirname,
  name: NAME,
  exposes: { './routes': './src/routes.tsx' },
  port: 3002,
  isHost: false,
  plugins: adminAppPlugins,
  // The layout and the dashboard (src/routes.tsx): what a return visit shows first.
  firstScreen: ['admin-layout', 'admin-dashboard'],
});
// The remote, then its service worker (sw.js beside it; the worker imports the precache lists at run time).
const serviceWorker = createServiceWorkerConfig({
  dir: import.meta.dirname,
  entry: 'src/service-worker/sw.ts',
  after: NAME,
});

export default (env, argv) => [{ ...app(env, argv), name: NAME }, serviceWorker(env, argv)];
