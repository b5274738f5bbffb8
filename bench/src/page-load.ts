import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { assertReachable, findProductSlug, parseOptions, type BenchOptions } from './options.ts';
import { firstLoadScripts, gzipBytesOf, type ScriptRequest } from './scripts.ts';
import { formatTable, kib, round } from './table.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageResult {
  name: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript bytes as transferred (the server's preferred encoding, brotli here). */
  jsTransferBytes: number;
  /** The same scripts fetched again with Accept-Encoding: gzip only. */
  jsGzipBytes: number;
  scripts: ScriptRequest[];
  /** Audits holding accessibility, best practices or SEO below 100 ('category: audit id'). */
  failedAudits: string[];
  runtimeError?: string;
}

/** Targets the project holds its pages to (see bench/README.md). */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 };

const score = (lhr: Result, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
function failedAudits(lhr: Result): string[] {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${id}: ${ref.id}`);
    }
  }
  return failed;
}

const metric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

async function auditPage(
  port: number,
  options: BenchOptions,
  name: string,
  path: string,
): Promise<PageResult> {
  const url = new URL(path, options.baseUrl).href;
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const config: Config | undefined = options.desktop ? desktopConfig : undefined;
  const run = await lighthouse(url, flags, config);
  if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = run.lhr;
  const scripts = firstLoadScripts(lhr);
  return {
    name,
    path,
    formFactor: options.desktop ? 'desktop' : 'mobile',
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: round(metric(lhr, 'largest-contentful-paint'), 0),
    cls: round(metric(lhr, 'cumulative-layout-shift'), 3),
    tbtMs: round(metric(lhr, 'total-blocking-time'), 0),
    jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    jsGzipBytes: await gzipBytesOf(scripts),
    scripts,
    failedAudits: failedAudits(lhr),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Audits the home page, the catalogue and one product page, one after the other in one Chromium. */
export async function runPageLoad(options: BenchOptions): Promise<PageResult[]> {
  await assertReachable(options.baseUrl);
  const slug = await findProductSlug(options.baseUrl);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/prodotti' },
    { name: 'product', path: `/prodotti/${encodeURIComponent(slug)}` },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const results: PageResult[] = [];
    for (const page of pages) {
      console.log(`page-load: Lighthouse (${options.desktop ? 'desktop' : 'mobile'}) on ${page.path}...`);
      results.push(await auditPage(chrome.port, options, page.name, page.path));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? '' : ' !');

export function formatPageResults(results: PageResult[]): string {
  const table = formatTable(
    ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS transfer', 'JS gzip', 'scripts'],
    results.map((r) => [
      r.path,
      `${r.scores.performance}${mark(r.scores.performance >= TARGETS.performance)}`,
      `${r.scores.accessibility}${mark(r.scores.accessibility >= TARGETS.accessibility)}`,
      `${r.scores.bestPractices}${mark(r.scores.bestPractices >= TARGETS.bestPractices)}`,
      `${r.scores.seo}${mark(r.scores.seo >= TARGETS.seo)}`,
      r.lcpMs,
      `${r.cls}${mark(r.cls <= TARGETS.cls)}`,
      r.tbtMs,
      kib(r.jsTransferBytes),
      kib(r.jsGzipBytes),
      r.scripts.length,
    ]),
  );
  const errors = results.filter((r) => r.runtimeError).map((r) => `${r.path}: ${r.runtimeError}`);
  const failed = results
    .filter((r) => r.failedAudits.length > 0)
    .map((r) => `${r.path} failing audits: ${r.failedAudits.join(', ')}`);
  const legend =
    `'!' = below target (perf >= ${TARGETS.performance}, a11y/best/seo = 100, CLS <= ${TARGETS.cls}); ` +
    'JS transfer = bytes on the wire incl. headers (brotli), JS gzip = gzip bodies only';
  return [table, legend, ...failed, ...errors].join('\n');
}

if (import.meta.main) {
  const options = parseOptions();
  const results = await runPageLoad(options);
  console.log(
    `\nPage load (Lighthouse, ${options.desktop ? 'desktop' : 'mobile'})\n${formatPageResults(results)}`,
  );
}
