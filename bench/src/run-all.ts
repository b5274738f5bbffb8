import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatApiResults, runApiLoad, type ApiResult } from './api-load.ts';
import { parseOptions } from './options.ts';
import { formatPageResults, runPageLoad, TARGETS, type PageResult } from './page-load.ts';
import { formatTable, kib } from './table.ts';

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

function summary(api: ApiResult[], pages: PageResult[]): string {
  const rows: Array<[string, string]> = [];
  if (api.length > 0) {
    const slowest = api.reduce((a, b) => (b.latencyMs.p95 > a.latencyMs.p95 ? b : a));
    const failures = api.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    rows.push(['API req/s (min over endpoints)', String(Math.min(...api.map((r) => r.requestsPerSecond)))]);
    rows.push(['API p95 worst', `${slowest.latencyMs.p95} ms (${slowest.path})`]);
    rows.push(['API errors + non-2xx', String(failures)]);
  }
  for (const p of pages) {
    const s = p.scores;
    rows.push([
      `${p.path} (${p.formFactor})`,
      `perf ${s.performance}, a11y ${s.accessibility}, best ${s.bestPractices}, seo ${s.seo}, ` +
        `LCP ${p.lcpMs} ms, CLS ${p.cls}, TBT ${p.tbtMs} ms, JS ${kib(p.jsGzipBytes)} gzip`,
    ]);
  }
  return formatTable(['figure', 'value'], rows);
}

const options = parseOptions();
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const startedAt = new Date();

const failures: string[] = [];
async function attempt<T>(name: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    const message = `${name} failed: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    failures.push(message);
    return [];
  }
}

const api = only === 'page' ? [] : await attempt('api-load', () => runApiLoad(options));
if (api.length > 0) console.log(`\nAPI load against ${options.baseUrl.origin}\n${formatApiResults(api)}`);
const pages = only === 'api' ? [] : await attempt('page-load', () => runPageLoad(options));
if (pages.length > 0) {
  console.log(
    `\nPage load (Lighthouse, ${options.desktop ? 'desktop' : 'mobile'})\n${formatPageResults(pages)}`,
  );
}

console.log(
  `\nSummary\n${summary(
    api,
    pages.map((p) => p.median),
  )}`,
);

await mkdir(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `bench-${startedAt.toISOString().replaceAll(':', '-')}.json`);
const report = {
  startedAt: startedAt.toISOString(),
  baseUrl: options.baseUrl.origin,
  settings: { duration: options.duration, connections: options.connections, desktop: options.desktop },
  targets: TARGETS,
  api,
  pages,
  failures,
};
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
// Figures only, no thresholds: a benchmark that could not run at all is the one failure reported.
if (failures.length > 0) process.exitCode = 1;
