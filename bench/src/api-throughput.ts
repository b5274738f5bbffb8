// Public read throughput in one run, side by side: a raw node:http server answering the same bytes and
// headers (the machine's ceiling), the service directly, and the gateway. Expects the system running
// (`PORT_OFFSET=<n> npm start`); run with `node bench/src/api-throughput.ts [--duration=6] [--connections=50] [--repeat=1] [--api-only]`.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { assertReachable, findProductSlug } from './options.ts';
import type { RawResponse } from './raw-server.ts';
import { formatTable, round } from './table.ts';

interface Target {
  name: string;
  /** Path through the gateway (and of the raw copy). */
  path: string;
  /** Full URL of the same read at the service that produces it. */
  serviceUrl: string;
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

function flag(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 600) throw new Error(`--${name} must be an integer from 1 to 600`);
  return n;
}

function loopbackUrl(value: string): URL {
  const url = new URL(value);
  if (!LOOPBACK.test(url.hostname)) throw new Error(`${value}: load is only ever pointed at loopback`);
  return url;
}

function urls(env = process.env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  return {
    gateway: loopbackUrl(env.BENCH_URL ?? `http://127.0.0.1:${8080 + offset}`),
    catalog: loopbackUrl(env.BENCH_CATALOG_URL ?? `http://127.0.0.1:${4001 + offset}`),
    storefront: loopbackUrl(env.BENCH_STOREFRONT_URL ?? `http://127.0.0.1:${3001 + offset}`),
  };
}

async function firstCategorySlug(gateway: URL): Promise<string> {
  const res = await fetch(new URL('/api/categories', gateway), { signal: AbortSignal.timeout(5000) });
  const categories = (await res.json()) as Array<{ slug?: unknown }>;
  const slug = categories.find((c) => typeof c.slug === 'string')?.slug;
  if (typeof slug !== 'string') throw new Error('GET /api/categories returned no category');
  return slug;
}

function targets(u: ReturnType<typeof urls>, product: string, category: string): Target[] {
  const p = encodeURIComponent(product);
  const c = encodeURIComponent(category);
  const at = (base: URL, path: string) => new URL(path, base).href;
  const render = new URL('/__ssr/render', u.storefront);
  render.searchParams.set('path', `/prodotti/${p}`);
  return [
    { name: 'products', path: '/api/products', serviceUrl: at(u.catalog, '/api/products') },
    {
      name: 'featured',
      path: '/api/products/featured',
      serviceUrl: at(u.catalog, '/api/products/featured'),
    },
    { name: 'product', path: `/api/products/${p}`, serviceUrl: at(u.catalog, `/api/products/${p}`) },
    {
      name: 'category + products',
      path: `/api/categories/${c}`,
      serviceUrl: at(u.catalog, `/api/categories/${c}`),
    },
    // The page's "service" is the storefront's server renderer the gateway calls (JSON, not the page).
    { name: 'product page (SSR)', path: `/prodotti/${p}`, serviceUrl: render.href },
  ];
}

/** The gateway's exact answer (status, headers, bytes) to replay from the raw server. */
async function capture(url: string): Promise<RawResponse> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    headers: { 'accept-encoding': 'identity' },
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, bodyBase64: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

async function startRawServer(
  responses: Record<string, RawResponse>,
): Promise<{ url: URL; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./raw-server.ts', import.meta.url)), { stdio: 'inherit' });
  child.send({ responses });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { url: new URL(`http://127.0.0.1:${message.port}`), child };
}

async function load(url: string, connections: number, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration, timeout: 10 });
  return {
    requestsPerSecond: round(result.requests.average),
    p99: round(result.latency.p99, 1),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const pct = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0} %`;

async function main() {
  const duration = flag('duration', 6);
  const connections = flag('connections', 50);
  const repeat = flag('repeat', 1);
  const u = urls();
  await assertReachable(u.gateway);
  const all = targets(u, await findProductSlug(u.gateway), await firstCategorySlug(u.gateway));
  // --api-only: without the frontends (no server-rendered page).
  const list = process.argv.includes('--api-only') ? all.filter((t) => t.path.startsWith('/api/')) : all;
  const captured: Record<string, RawResponse> = {};
  for (const t of list) captured[t.path] = await capture(new URL(t.path, u.gateway).href);
  const raw = await startRawServer(captured);
  try {
    for (let run = 1; run <= repeat; run++) {
      const rows: Array<Array<string | number>> = [];
      for (const t of list) {
        console.error(`api-throughput: ${t.path} (raw, service, gateway; ${duration} s each)...`);
        const r = await load(new URL(t.path, raw.url).href, connections, duration);
        const s = await load(t.serviceUrl, connections, duration);
        const g = await load(new URL(t.path, u.gateway).href, connections, duration);
        const bytes = Buffer.from(captured[t.path]!.bodyBase64, 'base64').length;
        rows.push([
          `${t.name} ${t.path}`,
          bytes,
          r.requestsPerSecond,
          r.p99,
          s.requestsPerSecond,
          s.p99,
          pct(s.requestsPerSecond, r.requestsPerSecond),
          g.requestsPerSecond,
          g.p99,
          pct(g.requestsPerSecond, r.requestsPerSecond),
          r.failures + s.failures + g.failures,
        ]);
      }
      console.log(
        `\nPublic reads, ${connections} connections, ${duration} s each (run ${run} of ${repeat})\n` +
          formatTable(
            [
              'endpoint',
              'bytes',
              'raw req/s',
              'raw p99',
              'svc req/s',
              'svc p99',
              'svc %raw',
              'gw req/s',
              'gw p99',
              'gw %raw',
              'errors+non2xx',
            ],
            rows,
          ),
      );
    }
  } finally {
    raw.child.kill();
  }
}

await main();
