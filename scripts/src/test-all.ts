// `npm test`: lint, typecheck, vitest, Playwright; keeps going after a failure; ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { requireNode24 } from './start/node-version.ts';
import { REPO_ROOT, pathWithThisNode } from './start/paths.ts';
import { binOf } from './workspaces.ts';
import { buildStaleFrontends } from './start/build-frontends.ts';
import { missingPrerequisites } from './test-all/prerequisites.ts';
import { playwrightCounts, singleCheck, vitestCounts, type Counts } from './test-all/results.ts';

requireNode24();

const STEPS = ['lint', 'typecheck', 'unit', 'e2e'] as const;
type Step = (typeof STEPS)[number];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const selected = only ? only.split(',') : [...STEPS];
const unknown = selected.filter((s) => !(STEPS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`Unknown --only value: ${unknown.join(', ')} (use ${STEPS.join('|')})`);
  process.exit(2);
}

// One folder per run, so two runs at once (e.g. on shifted ports) never read each other's reports.
const reportsRoot = path.join(REPO_ROOT, '.data', 'test-reports');
mkdirSync(reportsRoot, { recursive: true });
for (const old of readdirSync(reportsRoot)) {
  const dir = path.join(reportsRoot, old);
  if (Date.now() - statSync(dir).mtimeMs > 86_400_000) rmSync(dir, { recursive: true, force: true });
}
const reportDir = mkdtempSync(path.join(reportsRoot, `${new Date().toISOString().replace(/[:.]/g, '-')}-`));

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: pathWithThisNode(),
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

// Stop at once, one line each, for what the tests need and cannot provide themselves.
const missing = await missingPrerequisites(selected, env, (line) => console.log(line));
for (const { what, fix } of missing) console.error(`npm test cannot run: ${what}. Install it: ${fix}`);
if (missing.length) {
  console.log(`0 passed, ${missing.length} failed`);
  process.exit(1);
}

function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...env, ...extraEnv },
    });
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

const runners: Record<Step, () => Promise<Counts>> = {
  lint: async () => {
    const eslint = await run([binOf('eslint/bin/eslint.js'), '.', '--max-warnings=0']);
    const prettier = await run([binOf('prettier/bin/prettier.cjs'), '--check', '.', '--log-level=warn']);
    return singleCheck(eslint || prettier);
  },
  typecheck: async () => singleCheck(await run([path.join(REPO_ROOT, 'scripts/src/typecheck.ts')])),
  unit: async () => {
    // Some unit tests read the built frontends (the shell's index.html and its CSP hash): build what is stale.
    // A failed build leaves the stale output, and those tests then fail with its reason.
    await buildStaleFrontends((line) => console.log(line)).catch((error: unknown) =>
      console.error(error instanceof Error ? error.message : error),
    );
    const code = await run([
      binOf('vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${vitestReport}`,
    ]);
    return vitestCounts(vitestReport, code);
  },
  e2e: async () => {
    const code = await run(
      [binOf('@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
      },
    );
    return playwrightCounts(playwrightReport, code);
  },
};

const summary: { step: Step; counts: Counts; seconds: number }[] = [];
for (const step of STEPS) {
  if (!selected.includes(step)) continue;
  console.log(`\n=== ${step} ===`);
  const started = Date.now();
  const counts = await runners[step]().catch((error: unknown) => {
    console.error(`${step} could not run: ${String(error)}`);
    return { passed: 0, failed: 1, skipped: 0 };
  });
  summary.push({ step, counts, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const { step, counts, seconds } of summary) {
  const status = counts.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${status} ${step.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds.toFixed(1)} s)`,
  );
}
const passed = summary.reduce((n, s) => n + s.counts.passed, 0);
const failed = summary.reduce((n, s) => n + s.counts.failed, 0);
console.log(`reports: ${path.relative(REPO_ROOT, reportDir)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
