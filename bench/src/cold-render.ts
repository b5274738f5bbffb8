// A cold render of a product page (no cache anywhere): the storefront's renderer asked directly, the way
// the gateway asks it on a page-cache miss. With BENCH_RENDERER_BEFORE_URL, a second renderer (e.g. the
// commit before a change) is measured in the same run and printed beside it.
//   BENCH_URL=http://127.0.0.1:8080 BENCH_RENDERER_URL=http://127.0.0.1:3001 \
//   BENCH_RENDERER_BEFORE_URL=http://127.0.0.1:3051 node bench/src/cold-render.ts [--renders=60] [--connections=4]
// With --through-gateway, the whole path instead: the page asked of the gateway at BENCH_URL (and of
// BENCH_BEFORE_URL's), with a session cookie so the page cache never answers; start those systems with
// SSR_CACHE_MS=0 (and, before issue 28, SEO_DATA_CACHE_MS=0) so no gateway cache answers either.
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '@vetrina/contracts';
import { findProductSlug, parseOptions } from './options.ts';
import { percentile } from './percentile.ts';
import { formatTable, round } from './table.ts';
import { flag, loopbackUrl } from './throughput-kit.ts';

interface ColdRender {
  name: string;
  medianMs: number;
  p90Ms: number;
  rendersPerSecond: number;
  bytes: number;
  failures: number;
}

/** Bypasses the gateway's page cache (a visitor with a session is never served from it). */
const BYPASS_PAGE_CACHE = { cookie: `${SESSION_COOKIE}=cold-render-bench` };

async function measure(
  name: string,
  url: URL,
  renders: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<ColdRender> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${name}: ${url.href} answered ${res.status}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
  };
  for (let i = 0; i < 5; i++) await once(); // warm-up: module loading, JIT
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < renders; i++) {
    const run = await once();
    times.push(run.ms);
    bytes = run.bytes;
  }
  const load = await autocannon({ url: url.href, connections, duration: 8, headers });
  return {
    name,
    medianMs: round(percentile(times, 50)),
    p90Ms: round(percentile(times, 90)),
    rendersPerSecond: round(load.requests.average),
    bytes,
    failures: load.non2xx + load.errors + load.timeouts,
  };
}

const options = parseOptions();
const renders = flag('renders', 60, 1000);
const connections = flag('connections', 4, 1000);
const slug = await findProductSlug(options.baseUrl);
const path = `/prodotti/${encodeURIComponent(slug)}`;
const throughGateway = process.argv.includes('--through-gateway');
const rendererUrl = (base: string) => {
  const url = new URL('/__ssr/render', loopbackUrl(base));
  url.searchParams.set('path', path);
  return url;
};
const targets: [string, URL][] = throughGateway
  ? [
      ...(process.env.BENCH_BEFORE_URL
        ? [['before', new URL(path, loopbackUrl(process.env.BENCH_BEFORE_URL))] as [string, URL]]
        : []),
      ['after', new URL(path, options.baseUrl)],
    ]
  : [
      ...(process.env.BENCH_RENDERER_BEFORE_URL
        ? [['before', rendererUrl(process.env.BENCH_RENDERER_BEFORE_URL)] as [string, URL]]
        : []),
      ['after', rendererUrl(process.env.BENCH_RENDERER_URL ?? 'http://127.0.0.1:3001')],
    ];
const results: ColdRender[] = [];
for (const [name, url] of targets)
  results.push(await measure(name, url, renders, connections, throughGateway ? BYPASS_PAGE_CACHE : {}));
console.log(
  `\nCold render of ${path} (${throughGateway ? 'through the gateway, page cache bypassed' : 'renderer asked directly'}, ${renders} sequential renders, then ${connections} connections for 8 s)\n` +
    formatTable(
      [
        throughGateway ? 'gateway' : 'renderer',
        'median ms',
        'p90 ms',
        'renders/s',
        'failures',
        'answer bytes',
      ],
      results.map((r) => [r.name, r.medianMs, r.p90Ms, r.rendersPerSecond, r.failures, r.bytes]),
    ),
);
if (results.length === 2)
  console.log(
    `speed-up: ${round(results[0]!.medianMs / results[1]!.medianMs)}x (median), ${round(results[1]!.rendersPerSecond / results[0]!.rendersPerSecond)}x (renders/s)`,
  );
