import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const read = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

/**
 * Counts from vitest's jest-compatible JSON report. A run that failed without a report, or failed
 * outside any test (a suite that does not load, an unhandled error), adds one failure so it can't pass.
 */
export function vitestCounts(file: string, exitCode: number): Counts {
  const report = read(file) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests?: number;
        numTodoTests?: number;
        numFailedTestSuites?: number;
      }
    | undefined;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = Math.max(1, report.numFailedTestSuites ?? 0);
  return counts;
}

/** Counts from Playwright's JSON reporter (flaky = passed on retry). */
export function playwrightCounts(file: string, exitCode: number): Counts {
  const report = read(file) as
    | { stats?: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] }
    | undefined;
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, skipped };
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Lint and typecheck count as one test each. */
export const singleCheck = (exitCode: number): Counts => ({
  passed: exitCode === 0 ? 1 : 0,
  failed: exitCode === 0 ? 0 : 1,
  skipped: 0,
});
