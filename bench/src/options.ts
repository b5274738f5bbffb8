/** Command-line and environment options shared by the benchmarks. */
export interface BenchOptions {
  baseUrl: URL;
  /** Seconds per API endpoint. */
  duration: number;
  connections: number;
  desktop: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function flag(args: string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return args.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new Error(`--${name} must be an integer from 1 to 600`);
  return n;
}

export function parseOptions(args = process.argv.slice(2), env = process.env): BenchOptions {
  const baseUrl = new URL(env.BENCH_URL ?? 'http://127.0.0.1:8080');
  // Load generation is only ever pointed at this machine's own system.
  if (!LOOPBACK.has(baseUrl.hostname)) {
    throw new Error(`BENCH_URL must point at a loopback address (got ${baseUrl.hostname})`);
  }
  return {
    baseUrl,
    duration: positiveInt(flag(args, 'duration'), 10, 'duration'),
    connections: positiveInt(flag(args, 'connections'), 10, 'connections'),
    desktop: args.includes('--desktop'),
  };
}

/**
 * Fails fast, with a readable message, when nothing answers at the base URL, or when its gateway would
 * refuse this machine within a run (a small budget: the figures would measure refusals). A client the
 * gateway counts with a budget too large to run out is what the figures should be measured from.
 */
export async function assertReachable(baseUrl: URL): Promise<void> {
  const url = new URL('/healthz', baseUrl);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The system is not running at ${baseUrl.origin} (${url.pathname}: ${reason}). Start it with npm start.`,
      {
        cause: error,
      },
    );
  }
  await assertNotRefused(baseUrl);
}

/** Reads a minute a benchmark may need at most (tens of thousands a second for a minute or two). */
const BENCH_BUDGET = 10_000_000;

async function assertNotRefused(baseUrl: URL): Promise<void> {
  const res = await fetch(new URL('/robots.txt', baseUrl), { signal: AbortSignal.timeout(3000) });
  await res.arrayBuffer();
  const policy = res.headers.get('ratelimit-policy');
  const budget = Number(/;q=(\d+)/.exec(policy ?? '')?.[1] ?? Infinity);
  if (budget < BENCH_BUDGET)
    throw new Error(
      `The gateway at ${baseUrl.origin} would refuse this machine within a run (RateLimit-Policy: ${policy}). ` +
        'Start the system with RATE_LIMIT_READS_PER_MINUTE=1000000000 RATE_LIMIT_ALLOW= npm start (counted, never refused) to benchmark it.',
    );
  console.error(
    policy === null
      ? `${baseUrl.origin}: this machine is not counted (allow-listed): figures without the rate limit`
      : `${baseUrl.origin}: this machine is counted (${policy})`,
  );
}

/** A product slug to benchmark single-product pages with (the first product of the catalogue). */
export async function findProductSlug(baseUrl: URL): Promise<string> {
  const res = await fetch(new URL('/api/products', baseUrl), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}`);
  const products = (await res.json()) as Array<{ slug?: unknown }>;
  const slug = products.find((p) => typeof p.slug === 'string')?.slug;
  if (typeof slug !== 'string')
    throw new Error('GET /api/products returned no product: load the demo data first');
  return slug;
}
