import autocannon from 'autocannon';
import { assertReachable, findProductSlug, parseOptions, type BenchOptions } from './options.ts';
import { percentile } from './percentile.ts';
import { formatTable, round } from './table.ts';

export interface ApiResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The public read paths a visitor's browsing hits hardest, plus the SEO-injected product HTML. */
export function apiTargets(slug: string): Array<{ name: string; path: string }> {
  const encoded = encodeURIComponent(slug);
  return [
    { name: 'products', path: '/api/products' },
    { name: 'featured products', path: '/api/products/featured' },
    { name: 'categories', path: '/api/categories' },
    { name: 'testimonials', path: '/api/testimonials' },
    { name: 'product by slug', path: `/api/products/${encoded}` },
    { name: 'product page HTML (SEO)', path: `/prodotti/${encoded}` },
  ];
}

async function loadOne(options: BenchOptions, name: string, path: string): Promise<ApiResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: new URL(path, options.baseUrl).href,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, ms) => void latencies.push(ms));
  const result = await instance;
  return {
    name,
    path,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      mean: round(result.latency.average, 2),
      p50: round(percentile(latencies, 50), 2),
      p95: round(percentile(latencies, 95), 2),
      p99: round(percentile(latencies, 99), 2),
      max: round(result.latency.max, 2),
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Runs each target in turn (never in parallel: they would compete for the same cores). */
export async function runApiLoad(options: BenchOptions): Promise<ApiResult[]> {
  await assertReachable(options.baseUrl);
  const slug = await findProductSlug(options.baseUrl);
  const results: ApiResult[] = [];
  for (const { name, path } of apiTargets(slug)) {
    console.log(`api-load: ${path} for ${options.duration} s with ${options.connections} connections...`);
    results.push(await loadOne(options, name, path));
  }
  return results;
}

export function formatApiResults(results: ApiResult[]): string {
  return formatTable(
    ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'],
    results.map((r) => [
      r.path,
      r.requestsPerSecond,
      r.latencyMs.p50,
      r.latencyMs.p95,
      r.latencyMs.p99,
      r.requests,
      r.errors + r.timeouts,
      r.non2xx,
    ]),
  );
}

if (import.meta.main) {
  const options = parseOptions();
  const results = await runApiLoad(options);
  console.log(`\nAPI load against ${options.baseUrl.origin}\n${formatApiResults(results)}`);
}
