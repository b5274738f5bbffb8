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
 * Fails fast, with a readable message, when nothing answers at the base URL, or when its gateway limits
 * this machine (it then answers 429 after 600 reads a minute: the figures would measure refusals).
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
  await assertNotRateLimited(baseUrl);
}

async function assertNotRateLimited(baseUrl: URL): Promise<void> {
  const res = await fetch(new URL('/robots.txt', baseUrl), { signal: AbortSignal.timeout(3000) });
  await res.arrayBuffer();
  const policy = res.headers.get('ratelimit-policy');
  if (policy !== null)
    throw new Error(
      `The gateway at ${baseUrl.origin} rate-limits this machine (RateLimit-Policy: ${policy}). ` +
        'Start the system with RATE_LIMIT_ALLOW=127.0.0.1,::1 npm start to benchmark it.',
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
