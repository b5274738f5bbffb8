import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, singleCheck, vitestCounts } from './results.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vetrina-results-'));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('test totals', () => {
  it('reads passed, failed and skipped from a vitest JSON report', () => {
    const file = write('v.json', {
      numPassedTests: 40,
      numFailedTests: 2,
      numPendingTests: 3,
      numTodoTests: 1,
    });
    expect(vitestCounts(file, 1)).toEqual({ passed: 40, failed: 2, skipped: 4 });
  });

  it('counts a failing vitest run without failed tests (a suite that does not load) as a failure', () => {
    const file = write('v2.json', { numPassedTests: 10, numFailedTests: 0, numFailedTestSuites: 2 });
    expect(vitestCounts(file, 1)).toEqual({ passed: 10, failed: 2, skipped: 0 });
  });

  it('counts a missing report as one failure, never as a pass', () => {
    expect(vitestCounts(path.join(dir, 'none.json'), 1).failed).toBe(1);
    expect(playwrightCounts(path.join(dir, 'none.json'), 1).failed).toBe(1);
  });

  it('reads Playwright stats, flaky tests counting as passed', () => {
    const file = write('p.json', { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } });
    expect(playwrightCounts(file, 1)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  it('counts lint and typecheck as one test each', () => {
    expect(singleCheck(0)).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(singleCheck(2)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
