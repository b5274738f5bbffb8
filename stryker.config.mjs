// Stryker's shared options. `npm run test:mutation` (scripts/src/test-mutation.ts) runs one Stryker
// pass per guarded module with its own `mutate` files and test files on top of these; a single module
// by hand: `MUTATION_TEST_FILES=gateway/src/security/csrf.test.ts npx stryker run --mutate gateway/src/security/csrf.ts`.
import os from 'node:os';
import path from 'node:path';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Each module names its own test files (vitest.mutation.config.ts), so no import-graph search.
  // Forks as in vitest.config.ts: Stryker's default, worker threads, aborts its runner process (a native
  // addon's "Napi::Error") whenever a thread that loaded one is torn down.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false, pool: 'forks' },
  coverageAnalysis: 'perTest',
  // Two cores shared by everyone: at most two test runners at once.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // Integration tests start an app on a fresh database per file: slower than a unit test.
  timeoutMS: 20_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The sandbox copy lives outside the tree, where other engineers' eslint/prettier runs never see it.
  tempDirName: path.join(os.tmpdir(), 'vetrina-stryker'),
  ignorePatterns: [
    '.tools',
    '.data',
    '.ci',
    'dist',
    'dist-ssr',
    'coverage',
    'test-results',
    'playwright-report',
    '.mf',
  ],
  thresholds: { high: 90, low: 80, break: null },
};
