import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

function restrictImports(files, forbidden, message) {
  return {
    files,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbidden.map((name) => ({ group: importsOf(name), message })) },
      ],
    },
  };
}

const boundaries = [
  ...UNITS.map((unit) =>
    restrictImports(
      [`${unit}/**`],
      [
        ...UNITS.filter((other) => other !== unit),
        ...(BROWSER_UNITS.includes(unit) ? ['service-kit'] : ['web-kit']),
      ],
      BROWSER_UNITS.includes(unit)
        ? 'A front end never imports another deployable unit (a remote never imports its host) nor server code; share through packages/web-kit or packages/contracts.'
        : 'A service or the gateway never imports another deployable unit nor browser code; share through packages/service-kit or packages/contracts.',
    ),
  ),
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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
