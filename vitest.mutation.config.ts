// The vitest config Stryker runs (stryker.config.mjs): the backend project of vitest.config.ts, narrowed
// to the test files of the module under test (MUTATION_TEST_FILES, comma-separated globs, set by
// scripts/src/test-mutation.ts). Stryker's own `testFiles` option is not used: with it, Stryker
// activates a module-level ("static") mutant only after the module was imported, so every such
// mutant survives whatever the tests assert.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import rootConfig from './vitest.config.ts';

const testFiles = (process.env.MUTATION_TEST_FILES ?? '').split(',').filter(Boolean);
if (testFiles.length === 0) throw new Error('MUTATION_TEST_FILES names no test file');

const backend = (rootConfig.test?.projects ?? []).find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'backend',
);
if (!backend) throw new Error('vitest.config.ts has no backend project');

export default defineConfig({
  test: { projects: [{ ...backend, test: { ...backend.test, include: testFiles } }] },
});
