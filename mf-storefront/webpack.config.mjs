import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@vetrina/web-kit/build/webpack-config.mjs';

export default createWebpackConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_storefront',
  exposes: { './routes': './src/routes.tsx' },
  port: 3001,
  isHost: false,
});
