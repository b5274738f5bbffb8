import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Import boundaries (docs/architecture.md): each deployable unit is built and shipped on its own, so it
// never imports another unit; shared code lives in packages/*, which import no unit. Tests and the
// tooling folders (e2e, bench, scripts) may reach across to check the parts against each other.
const UNITS = [
  'shell',
  'mf-storefront',
  'mf-admin',
  'gateway',
  'svc-catalog',
  'svc-content',
  'svc-auth',
  'svc-backup',
];
const BROWSER_UNITS = ['shell', 'mf-storefront', 'mf-admin'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

const importsOf = (unit) => [`@vetrina/${unit}`, `@vetrina/${unit}/**`, `**/${unit}/**`, `../${unit}`];

// A shared package is reached by its name and exports (@vetrina/web-kit/server/...), which its
// package.json declares and the rules above see; a relative path into it ('../../service-kit/src/x.ts')
// would bypass both.
const SHARED_PACKAGES = ['contracts', 'service-kit', 'web-kit', 'http-drain'];
const intoAnotherPackage = {
  regex: `^(\\.\\./)+(packages/)?(${SHARED_PACKAGES.join('|')})(/|$)`,
  message:
    'Import a shared package by its name and exports (@vetrina/<package>/...), never by a relative path.',
};

function restrictImports(files, forbidden, message, morePatterns = []) {
  return {
    files,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({ group: importsOf(name), message })),
            intoAnotherPackage,
            ...morePatterns,
          ],
        },
      ],
    },
  };
}

const forbiddenFor = (unit) => [
  ...UNITS.filter((other) => other !== unit),
  ...(BROWSER_UNITS.includes(unit) ? ['service-kit'] : ['web-kit']),
];
const unitMessage = (unit) =>
  BROWSER_UNITS.includes(unit)
    ? 'A front end never imports another deployable unit (a remote never imports its host) nor server code; share through packages/web-kit or packages/contracts.'
    : 'A service or the gateway never imports another deployable unit nor browser code; share through packages/service-kit or packages/contracts.';

// The admin's features (docs/architecture.md): a feature uses another only through its public surface,
// its data and addresses (`*-api.ts`, `*-address.ts`, `*-paths.ts`) and its `index.ts`; parts shared by
// several features live in mf-admin/src/shared, and the app's frame (layout/, routes.tsx) composes them.
const ADMIN_FEATURES = readdirSync(new URL('./mf-admin/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminFeatureBoundaries = ADMIN_FEATURES.map((feature) =>
  restrictImports(
    [`mf-admin/src/features/${feature}/**`],
    forbiddenFor('mf-admin'),
    unitMessage('mf-admin'),
    [
      {
        regex: `^(\\.\\./)+(${ADMIN_FEATURES.filter((f) => f !== feature).join('|')})/(?![\\w/-]*(-api|-address|-paths)\\.ts$|index\\.ts$)`,
        message:
          'An admin feature uses another only through its *-api.ts, *-address.ts, *-paths.ts or index.ts; move a shared part to mf-admin/src/shared.',
      },
      {
        regex: '^(\\.\\./)+(layout/|routes\\.tsx)',
        message:
          "A feature never imports the app's frame (layout/, routes.tsx): the frame composes the features.",
      },
    ],
  ),
);

const boundaries = [
  ...UNITS.map((unit) => restrictImports([`${unit}/**`], forbiddenFor(unit), unitMessage(unit))),
  ...adminFeatureBoundaries,
  restrictImports(['packages/**'], UNITS, 'packages/* are shared by the units and never import one of them.'),
  restrictImports(
    ['packages/contracts/**'],
    ['service-kit', 'web-kit'],
    'contracts are plain shapes and texts, shared by browser and server: no kit imports.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...boundaries,
  {
    // An import cycle makes two files one unit that neither name says; each side must be loadable alone.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
