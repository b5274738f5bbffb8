import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precacheListPlugin } from '@vetrina/web-kit/build/plugins/precache-list-plugin.mjs';
import { createWebpackConfig } from '@vetrina/web-kit/build/webpack-config.mjs';

export default createWebpackConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  port: 3000,
  isHost: true,
  // The shell's files for the admin's service worker (mf-admin/src/service-worker), which imports this list:
  // the document, main.js and its chunks. Not the public pages' social picture, nor the host's unused entry.
  plugins: (production) =>
    production
      ? [
          precacheListPlugin({
            file: 'precache-shell.js',
            exclude: [/^og-image\.jpg$/, /^remoteEntry\.js$/],
          }),
        ]
      : [],
});
