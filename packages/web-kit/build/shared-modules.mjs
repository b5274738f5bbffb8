// What the host and the remotes share through Module Federation, and the react-router build they share.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
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
const WORKSPACE_SINGLETONS = ['@vetrina/web-kit'];
const ROUTER_FACADE = path.join(here, 'react-router-facade.mjs');
/** The facade's own import: react-router's production build (its exports map only offers the development one). */
export const ROUTER_BUILD_ALIAS = 'vetrina-react-router-build';
export function routerProductionBuild() {
  return path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })),
    'dist/production/index.mjs',
  );
}
// zod is deliberately NOT shared: a shared module is not tree-shaken (all of zod is ~89 KB gzip), while the
// copy bundled inside the shared @vetrina/contracts keeps only what the schemas use.

function installedVersion(pkg) {
  try {
    return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] }), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/** requiredVersion from the app's package.json; falls back to the installed version. */
export function sharedConfig(appPkg) {
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
