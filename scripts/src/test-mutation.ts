// `npm run test:mutation [-- module ...]`: Stryker over the modules that guard people and data, one
// pass per module with only its own tests; prints the score per module and fails below the target.
// Not part of `npm test` (it runs each module's tests once per mutant: tens of minutes).
import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { guardedModules, type GuardedModule } from './mutation/modules.ts';
import { mergeReports, scoreOf, type ModuleScore, type MutationReport } from './mutation/score.ts';
import { REPO_ROOT } from './start/paths.ts';

const TARGET_PERCENT = 80;
const REPORT_DIR = 'reports/mutation';

process.chdir(REPO_ROOT);
const modules = guardedModules();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !modules.some((m) => m.name === name));
if (unknown.length) {
  console.error(`Unknown module: ${unknown.join(', ')} (known: ${modules.map((m) => m.name).join(', ')})`);
  process.exit(2);
}
const selected = wanted.length ? modules.filter((m) => wanted.includes(m.name)) : modules;

const present = (pattern: string) => globSync(pattern.replace(/:[\d-]+$/, '')).length > 0;

async function mutationTest(module: GuardedModule, testFiles: string[]): Promise<MutationReport> {
  const fileName = `${REPORT_DIR}/${module.name}.json`;
  // Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit this environment.
  process.env.MUTATION_TEST_FILES = testFiles.join(',');
  await new Stryker({ mutate: module.mutate, jsonReporter: { fileName } }).runMutationTest();
  return JSON.parse(readFileSync(fileName, 'utf8')) as MutationReport;
}

mkdirSync(REPORT_DIR, { recursive: true });
const reports: MutationReport[] = [];
const rows: [string, ModuleScore | string][] = [];
for (const module of selected) {
  // The modules other engineers are still writing are skipped until their code and tests land.
  const missing = module.mutate.filter((p) => !p.startsWith('!') && !present(p));
  const testFiles = module.testFiles.filter(present);
  if (missing.length || testFiles.length === 0) {
    rows.push([module.name, `skipped: ${missing.join(', ') || 'its tests'} not in the tree`]);
    continue;
  }
  const report = await mutationTest(module, testFiles);
  reports.push(report);
  rows.push([module.name, scoreOf(report)]);
}
if (reports.length) {
  writeFileSync(`${REPORT_DIR}/mutation.json`, JSON.stringify(mergeReports(reports)));
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(`\nmutation score per module (target ≥ ${TARGET_PERCENT} %), reports in ${REPORT_DIR}/`);
console.log(
  `${'module'.padEnd(18)} ${pad('mutants', 7)} ${pad('killed', 6)} ${pad('survived', 8)} ${pad('score', 7)}`,
);
for (const [name, result] of rows) {
  if (typeof result === 'string') console.log(`${name.padEnd(18)} ${result}`);
  else {
    const { mutants, killed, survived, score } = result;
    console.log(
      `${name.padEnd(18)} ${pad(mutants, 7)} ${pad(killed, 6)} ${pad(survived, 8)} ${pad(score.toFixed(1), 6)} %`,
    );
  }
}
for (const [name, result] of rows) {
  if (typeof result === 'string' || result.survivors.length === 0) continue;
  console.log(`\nsurvivors in ${name}:`);
  for (const survivor of result.survivors) console.log(`  ${path.normalize(survivor)}`);
}
const below = rows.filter(([, r]) => typeof r !== 'string' && r.score < TARGET_PERCENT).map(([n]) => n);
if (below.length) console.log(`\nbelow ${TARGET_PERCENT} %: ${below.join(', ')}`);
process.exit(below.length ? 1 : 0);
