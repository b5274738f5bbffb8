// The admin's sign-in and dashboard on a phone (issue 27 item 3), before and after in one run:
//   BENCH_URL=http://127.0.0.1:8380 BENCH_BEFORE_URL=http://127.0.0.1:8430 node bench/src/sign-in.ts [--runs=3]
// Lighthouse mobile on /admin signed out (median of `runs`, with each run's benchmarkIndex), the script it
// loads before she signs in (gzip), then the time the dashboard shows its data on a first and a return visit.
// ADMIN_USERNAME / ADMIN_PASSWORD sign in (else .data/secrets.json's, as `npm start` creates the admin).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { MOBILE, measureDashboards, type DashboardTimes } from './dashboard-time.ts';
import { assertReachable, parseOptions } from './options.ts';
import { auditPage, CHROME_FLAGS, CHROMIUM, medianRun, type PageResult } from './page-load.ts';
import { percentile } from './percentile.ts';
import { formatTable, kib } from './table.ts';

const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 100, jsGzipBytes: 60 * 1024, returnVisitMs: 1000 };
const SIGN_IN_PATH = '/admin';

function credentials() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const username = process.env.ADMIN_USERNAME ?? 'admin';
  const password =
    process.env.ADMIN_PASSWORD ??
    (JSON.parse(readFileSync(path.join(repo, '.data/secrets.json'), 'utf8')) as { ADMIN_PASSWORD: string })
      .ADMIN_PASSWORD;
  return { username, password };
}

interface SystemFigures {
  name: string;
  origin: string;
  signIn: PageResult[];
  dashboard: DashboardTimes;
}

async function lighthouseRuns(baseUrl: URL, runs: number): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const results: PageResult[] = [];
    for (let run = 1; run <= runs; run++) {
      console.log(`sign-in: Lighthouse (mobile) on ${baseUrl.origin}${SIGN_IN_PATH}, run ${run}/${runs}...`);
      const options = { ...parseOptions(), baseUrl, desktop: false };
      results.push(await auditPage(chrome.port, options, 'sign-in', SIGN_IN_PATH));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? '' : ' !');
const median = (values: number[]) => Math.round(percentile(values, 50));

function format(systems: SystemFigures[]): string {
  const signIn = formatTable(
    ['system', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip', 'scripts', 'runs (perf/TBT/LCP)', 'bench idx'],
    systems.map(({ name, signIn: runs }) => {
      const r = medianRun(runs);
      return [
        name,
        `${r.scores.performance}${mark(r.scores.performance >= TARGETS.performance)}`,
        `${r.lcpMs}${mark(r.lcpMs <= TARGETS.lcpMs)}`,
        `${r.tbtMs}${mark(r.tbtMs <= TARGETS.tbtMs)}`,
        r.cls,
        `${kib(r.jsGzipBytes)}${mark(r.jsGzipBytes <= TARGETS.jsGzipBytes)}`,
        r.scripts.length,
        runs.map((run) => `${run.scores.performance}/${run.tbtMs}/${run.lcpMs}`).join(' '),
        runs.map((run) => run.benchmarkIndex).join(' '),
      ];
    }),
  );
  const dashboard = formatTable(
    [
      'system',
      'return visit ms (median)',
      'return runs',
      'return CPU ms',
      'first visit ms (median)',
      'first runs',
    ],
    systems.map(({ name, dashboard: d }) => [
      name,
      `${median(d.returnVisitMs)}${mark(median(d.returnVisitMs) <= TARGETS.returnVisitMs)}`,
      d.returnVisitMs.join(' '),
      `${median(d.returnVisitCpuMs)} [${d.returnVisitCpuMs.join(' ')}]`,
      median(d.firstVisitMs),
      d.firstVisitMs.join(' '),
    ]),
  );
  // A run Lighthouse could not finish (a busy machine) scores 0: say why, rather than leave a bare 0/NaN.
  const errors = systems.flatMap(({ name, signIn: runs }) =>
    runs.flatMap((run, i) => (run.runtimeError ? [`${name} run ${i + 1}: ${run.runtimeError}`] : [])),
  );
  return [
    `\nSign-in (${SIGN_IN_PATH} signed out, Lighthouse 13 mobile, median of ${systems[0]?.signIn.length} by performance)`,
    signIn,
    ...errors,
    `'!' = off target (perf >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, ` +
      `JS <= ${kib(TARGETS.jsGzipBytes)} gzip: every script loaded before signing in)`,
    `\nDashboard data shown (/admin/dashboard signed in, ms after the navigation started; 375 px phone, ` +
      `${MOBILE.cpuSlowdown}x CPU, ${MOBILE.latencyMs} ms latency, ${MOBILE.downloadKbps} kbps)`,
    dashboard,
    `'!' = return visit over ${TARGETS.returnVisitMs} ms. First visit: a new profile each run; ` +
      'return visit: new tabs of the profile of the first run, 10 s after it; the systems take turns. ' +
      "Return CPU: the page's main-thread CPU time until the data showed (median [runs]).",
    `Load average during the run: ${loadAverages.map((l) => l.toFixed(1)).join(' → ')} (${availableParallelism()} cores)`,
  ].join('\n');
}

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const targets: { name: string; baseUrl: URL }[] = [];
if (process.env.BENCH_BEFORE_URL) {
  const before = new URL(process.env.BENCH_BEFORE_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(before.hostname))
    throw new Error('BENCH_BEFORE_URL must point at a loopback address');
  targets.push({ name: 'before', baseUrl: before });
}
targets.push({ name: targets.length ? 'after' : 'this', baseUrl: parseOptions().baseUrl });
/** The machine's one-minute load average: the figures of a busy shared machine say so. */
const oneMinuteLoad = () => loadavg()[0] ?? 0;
const loadAverages = [oneMinuteLoad()];
const signIns = new Map<string, PageResult[]>();
for (const { name, baseUrl } of targets) {
  await assertReachable(baseUrl);
  signIns.set(name, await lighthouseRuns(baseUrl, runs));
}
loadAverages.push(oneMinuteLoad());
const dashboards = await measureDashboards(targets, credentials(), runs);
loadAverages.push(oneMinuteLoad());
const systems: SystemFigures[] = targets.map(({ name, baseUrl }) => ({
  name,
  origin: baseUrl.origin,
  signIn: signIns.get(name) as PageResult[],
  dashboard: dashboards.get(name) as DashboardTimes,
}));
console.log(format(systems));
