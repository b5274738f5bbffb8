import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIslandsConfig } from '@vetrina/web-kit/build/islands/islands-config.mjs';

/** The public pages' browser code and styles (no federation): served by the gateway under /remotes/storefront/. */
export default createIslandsConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_storefront',
  runtime: 'src/browser/islands-entry.ts',
  styles: 'src/styles/site.ts',
  publicPath: '/remotes/storefront/islands/',
});
