import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '../packages/web-kit/build/webpack-config.mjs';

export default createWebpackConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  port: 3000,
  isHost: true,
});
