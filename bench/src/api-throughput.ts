// Public read throughput in one run, side by side: a raw node:http server answering the same bytes and
// headers (the machine's ceiling), the service directly, and the gateway. Expects the system running
// (`PORT_OFFSET=<n> npm start`); run with `node bench/src/api-throughput.ts [--duration=6] [--connections=50] [--repeat=1]
// [--rounds=1] [--api-only] [--before=http://127.0.0.1:<port>]` (--before: another gateway in front of the same system, e.g.
// an earlier commit's; --rounds: each figure the median of that many alternating rounds, as page-throughput's).
import { assertReachable, findProductSlug } from './options.ts';
import type { RawResponse } from './raw-server.ts';
import { formatTable } from './table.ts';
import {
  capture,
  flag,
  inRounds,
  load,
  loopbackUrl,
  option,
  pct,
  startRawServer,
  systemUrls,
} from './throughput-kit.ts';

interface Target {
  name: string;
  /** Path through the gateway (and of the raw copy). */
  path: string;
  /** Full URL of the same read at the service that produces it. */
  serviceUrl: string;
}

async function firstCategorySlug(gateway: URL): Promise<string> {
  const res = await fetch(new URL('/api/categories', gateway), { signal: AbortSignal.timeout(5000) });
  const categories = (await res.json()) as Array<{ slug?: unknown }>;
  const slug = categories.find((c) => typeof c.slug === 'string')?.slug;
  if (typeof slug !== 'string') throw new Error('GET /api/categories returned no category');
  return slug;
}

function targets(u: ReturnType<typeof systemUrls>, product: string, category: string): Target[] {
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

async function main() {
  const duration = flag('duration', 6);
  const connections = flag('connections', 50);
  const repeat = flag('repeat', 1);
  const rounds = flag('rounds', 1);
  const u = systemUrls();
  const beforeOption = option('before');
  const before = beforeOption === undefined ? undefined : loopbackUrl(beforeOption);
  await assertReachable(u.gateway);
  if (before) await assertReachable(before);
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
        const settings = { connections, duration };
        const medians = await inRounds(rounds, {
          raw: () => load(new URL(t.path, raw.url).href, settings),
          service: () => load(t.serviceUrl, settings),
          gateway: () => load(new URL(t.path, u.gateway).href, settings),
          ...(before ? { before: () => load(new URL(t.path, before).href, settings) } : {}),
        });
        const [r, s, g, b] = [medians.raw!, medians.service!, medians.gateway!, medians.before];
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
          ...(b ? [b.requestsPerSecond, b.p99, pct(b.requestsPerSecond, r.requestsPerSecond)] : []),
          r.failures + s.failures + g.failures + (b?.failures ?? 0),
        ]);
      }
      console.log(
        `\nPublic reads, ${connections} connections, ${duration} s each` +
          `${rounds > 1 ? `, median of ${rounds} alternating rounds` : ''} (run ${run} of ${repeat})\n` +
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
              ...(before ? ['before req/s', 'before p99', 'before %raw'] : []),
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
