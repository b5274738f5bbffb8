import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { assertReachable, findProductSlug, parseOptions, type BenchOptions } from './options.ts';
import { firstLoadScripts, gzipBytesOf, type ScriptRequest } from './scripts.ts';
import { formatTable, kib, round } from './table.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
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
  /** The page's HTML, uncompressed (the document as the browser decodes it). */
  htmlBytes: number;
  /** Lighthouse's measure of this host's speed (higher is faster), to compare runs across machines. */
  benchmarkIndex: number;
  /** Audits holding accessibility, best practices or SEO below 100 ('category: audit id'). */
  failedAudits: string[];
  runtimeError?: string;
}

/** Targets the project holds its pages to (see bench/README.md). */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1600,
  cls: 0.05,
  jsGzipBytes: 100 * 1024,
};

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

async function htmlBytesOf(url: string): Promise<number> {
  const res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(10_000) });
  return Buffer.byteLength(await res.text());
}

/** The first category's slug, for the category page. */
async function findCategorySlug(baseUrl: URL): Promise<string> {
  const res = await fetch(new URL('/api/categories', baseUrl), { signal: AbortSignal.timeout(5000) });
  const categories = (await res.json()) as Array<{ slug?: unknown }>;
  const slug = categories.find((c) => typeof c.slug === 'string')?.slug;
  if (typeof slug !== 'string') throw new Error('GET /api/categories returned no category');
  return slug;
}

/** The run with the median performance score (Lighthouse's own advice for a noisy machine). */
export function medianRun(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function auditPage(
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
    htmlBytes: await htmlBytesOf(url),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedAudits: failedAudits(lhr),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

export interface PageRuns {
  median: PageResult;
  runs: PageResult[];
}

/**
 * Audits the public pages one after the other in one Chromium: the home page, the catalogue, a product
 * page and its request form `runs` times each (the median is reported), a category page, /chi-siamo and
 * /faq once each.
 */
export async function runPageLoad(
  options: BenchOptions,
  runs = 3,
  baseUrl = options.baseUrl,
): Promise<PageRuns[]> {
  await assertReachable(baseUrl);
  const slug = await findProductSlug(baseUrl);
  const category = await findCategorySlug(baseUrl);
  const pages = [
    { name: 'home', path: '/', runs },
    { name: 'catalogue', path: '/prodotti', runs },
    { name: 'product', path: `/prodotti/${encodeURIComponent(slug)}`, runs },
    // The product's request form: its photo, name and personalisation questions (an island).
    { name: 'request form', path: `/contatti?prodotto=${encodeURIComponent(slug)}`, runs },
    { name: 'category', path: `/categorie/${encodeURIComponent(category)}`, runs: 1 },
    { name: 'about', path: '/chi-siamo', runs: 1 },
    { name: 'faq', path: '/faq', runs: 1 },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const results: PageRuns[] = [];
    for (const page of pages) {
      const pageRuns: PageResult[] = [];
      for (let run = 1; run <= page.runs; run++) {
        console.log(
          `page-load: Lighthouse (${options.desktop ? 'desktop' : 'mobile'}) on ${baseUrl.origin}${page.path}, run ${run}/${page.runs}...`,
        );
        pageRuns.push(await auditPage(chrome.port, { ...options, baseUrl }, page.name, page.path));
      }
      results.push({ median: medianRun(pageRuns), runs: pageRuns });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? '' : ' !');

export function formatPageResults(results: PageRuns[], label = ''): string {
  const table = formatTable(
    [
      label || 'page',
      'perf',
      'a11y',
      'best',
      'seo',
      'LCP ms',
      'CLS',
      'TBT ms',
      'JS gzip',
      'JS transfer',
      'scripts',
      'HTML',
      'runs (perf/TBT/LCP)',
      'bench idx',
    ],
    results.map(({ median: r, runs }) => [
      r.path,
      `${r.scores.performance}${mark(r.scores.performance >= TARGETS.performance)}`,
      `${r.scores.accessibility}${mark(r.scores.accessibility >= TARGETS.accessibility)}`,
      `${r.scores.bestPractices}${mark(r.scores.bestPractices >= TARGETS.bestPractices)}`,
      `${r.scores.seo}${mark(r.scores.seo >= TARGETS.seo)}`,
      `${r.lcpMs}${mark(r.lcpMs <= TARGETS.lcpMs)}`,
      `${r.cls}${mark(r.cls <= TARGETS.cls)}`,
      r.tbtMs,
      `${kib(r.jsGzipBytes)}${mark(r.jsGzipBytes <= TARGETS.jsGzipBytes)}`,
      kib(r.jsTransferBytes),
      r.scripts.length,
      kib(r.htmlBytes),
      runs.map((run) => `${run.scores.performance}/${run.tbtMs}/${run.lcpMs}`).join(' '),
      runs.map((run) => run.benchmarkIndex).join(' '),
    ]),
  );
  const all = results.flatMap(({ runs }) => runs);
  const errors = all.filter((r) => r.runtimeError).map((r) => `${r.path}: ${r.runtimeError}`);
  const failed = results
    .filter(({ median }) => median.failedAudits.length > 0)
    .map(({ median: r }) => `${r.path} failing audits: ${r.failedAudits.join(', ')}`);
  const legend =
    `'!' = below target (perf >= ${TARGETS.performance}, a11y/best/seo = 100, LCP <= ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls}, JS <= ${kib(TARGETS.jsGzipBytes)} gzip); ` +
    'the median run by performance is shown; JS gzip = gzip bodies of every script loaded, JS transfer = bytes on the wire (brotli); HTML uncompressed';
  return [table, legend, ...failed, ...errors].join('\n');
}

if (import.meta.main) {
  const options = parseOptions();
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const kind = options.desktop ? 'desktop' : 'mobile';
  // BENCH_BEFORE_URL: a second system (e.g. the commit before a change), audited first and printed beside.
  const before = process.env.BENCH_BEFORE_URL ? new URL(process.env.BENCH_BEFORE_URL) : null;
  if (before) {
    const results = await runPageLoad(options, runs, before);
    console.log(
      `\nPage load BEFORE (${before.origin}, Lighthouse ${kind})\n${formatPageResults(results, 'before')}`,
    );
  }
  const results = await runPageLoad(options, runs);
  console.log(
    `\nPage load${before ? ' AFTER' : ''} (${options.baseUrl.origin}, Lighthouse ${kind})\n${formatPageResults(results, before ? 'after' : '')}`,
  );
}
