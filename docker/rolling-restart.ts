// The rolling-restart check of `npm run test:deploy`: visitors and the owner keep working while the
// containers are restarted one at a time (docs/decisions/rolling-restarts.md).
//   node docker/rolling-restart.ts <base-url> <compose-project>
// Needs the stack up with 2 replicas of svc-catalog and svc-content, and the load generator's address in
// RATE_LIMIT_ALLOW. Readers (public pages, API reads) and a signed-in writer (testimonials in svc-content,
// products in svc-catalog, with the CSRF Origin header) run through the published gateway port while:
// 1. the replicas of svc-catalog, and of svc-content, are restarted one at a time (`docker restart`, then
//    until it serves again; the two services side by side): counted, the target is 0 failed requests;
// 2. then the single-replica apps (svc-auth, svc-backup, the front-end servers) and the gateway, all at
//    once (test time): reported apart, not counted, since one replica cannot be restarted without a gap.
// Then every write answered 201 must still be there. Prints requests, failures, p99 and the writes;
// the last line is "N passed, N failed".
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { completeSafety, expect, gatewayJourney, sendJson } from './gateway-journey.ts';

const run = promisify(execFile);
const [base, project] = process.argv.slice(2);
if (!base || !project) {
  console.error('usage: node docker/rolling-restart.ts <base-url> <compose-project>');
  process.exit(2);
}
const { check, call, json, signIn, finish } = gatewayJourney(base, 30_000);

const SCALED = ['svc-catalog', 'svc-content'];
const SINGLE = ['svc-auth', 'svc-backup', 'shell', 'mf-storefront', 'mf-admin', 'gateway'];
const READERS = 4;
const WRITE_PAUSE_MS = 400;
const STOP_TIMEOUT_S = 45;
// A client that got an error waits a little before its next request, as a browser's user would.
const AFTER_FAILURE_MS = 200;

interface Outcome {
  phase: string;
  what: string;
  ms: number;
  ok: boolean;
  detail: string;
}
const outcomes: Outcome[] = [];
let phase = 'warm-up';
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(
  what: string,
  send: () => Promise<Response>,
  accept: (r: Response, body: string) => string,
) {
  const started = performance.now();
  const at = phase;
  try {
    const response = await send();
    const body = await response.text();
    const problem = accept(response, body);
    outcomes.push({ phase: at, what, ms: performance.now() - started, ok: problem === '', detail: problem });
    return { response, body, ok: problem === '' };
  } catch (error) {
    const detail = `${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`.trim();
    outcomes.push({ phase: at, what, ms: performance.now() - started, ok: false, detail });
    return { ok: false as const };
  }
}

const status = (expected: number) => (r: Response) => (r.status === expected ? '' : `answered ${r.status}`);
// A page must be served whole, server-rendered (a page left to the browser is a degraded answer).
const page = (r: Response, body: string) =>
  r.status !== 200
    ? `answered ${r.status}`
    : body.includes('<main id="contenuto"')
      ? ''
      : 'not server-rendered';

async function reader(paths: string[], offset: number) {
  for (let i = offset; running; i++) {
    const path = paths[i % paths.length]!;
    const result = await timed(
      `GET ${path}`,
      () => call(path),
      path.startsWith('/api/') ? status(200) : page,
    );
    if (!result.ok) await sleep(AFTER_FAILURE_MS);
  }
}

const written = { testimonials: [] as number[], products: [] as string[] };
async function writer(runId: string, image: string) {
  for (let n = 0; running; n++) {
    if (n % 2 === 0) {
      const result = await timed(
        'POST /api/admin/testimonials',
        () =>
          call(
            '/api/admin/testimonials',
            sendJson('POST', {
              name: `Prova ${runId}`,
              content: `Scritta durante il riavvio, numero ${n}.`,
              rating: 5,
            }),
          ),
        status(201),
      );
      if (result.ok) written.testimonials.push((JSON.parse(result.body!) as { id: number }).id);
    } else {
      const slug = `riavvio-${runId}-${n}`;
      const result = await timed(
        'POST /api/admin/products',
        () =>
          call(
            '/api/admin/products',
            sendJson('POST', {
              name: `Riavvio ${n}`,
              slug,
              description: 'Scritto durante un riavvio a rotazione.',
              image,
              imageAlt: 'Prova',
              price: '12.50',
              ...completeSafety(`RIA-${runId}-${n}`),
            }),
          ),
        status(201),
      );
      if (result.ok) written.products.push(slug);
    }
    await sleep(outcomes.at(-1)?.ok === false ? AFTER_FAILURE_MS : WRITE_PAUSE_MS);
  }
}

async function containersOf(service: string): Promise<string[]> {
  const { stdout } = await run('docker', [
    'ps',
    '-q',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ]);
  return stdout.split('\n').filter(Boolean).sort();
}

/** Until the app in the container answers its /healthz (the image's own health command). */
async function waitServing(id: string) {
  const deadline = Date.now() + 180_000;
  const probe =
    "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
  while (Date.now() < deadline) {
    if (
      await run('docker', ['exec', id, 'node', '-e', probe]).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error(`container ${id} did not serve again`);
}

const restartTimes: string[] = [];
async function restart(service: string, id: string, settleMs: number) {
  const started = Date.now();
  await run('docker', ['restart', '-t', String(STOP_TIMEOUT_S), id]);
  await waitServing(id);
  // The gateway re-resolves names every 2 s and probes a replica it left out every 0.5 s.
  await sleep(settleMs);
  restartTimes.push(`${service} ${id.slice(0, 8)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};
function report(of: string): { requests: number; failed: Outcome[] } {
  const list = outcomes.filter((o) => o.phase === of);
  const failed = list.filter((o) => !o.ok);
  const ms = list.map((o) => o.ms);
  const writes = list.filter((o) => o.what.startsWith('POST')).length;
  console.log(
    `  ${of}: ${list.length} requests (${writes} writes), ${failed.length} failed, p50 ${percentile(ms, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(0, ...ms).toFixed(0)} ms`,
  );
  const kinds = new Map<string, number>();
  for (const o of failed) kinds.set(`${o.what}: ${o.detail}`, (kinds.get(`${o.what}: ${o.detail}`) ?? 0) + 1);
  for (const [kind, count] of kinds) console.log(`    ${count} x ${kind}`);
  return { requests: list.length, failed };
}

const runId = Date.now().toString(36);
let image = '';
let paths: string[] = [];
await check('sign-in and the demo data to read', async () => {
  expect(await signIn(), 'sign-in set no session cookie');
  type Listed = { slug: string; image: string; category: { slug: string } | null };
  const body = await json<Listed[] | { items: Listed[] }>('/api/products');
  const products = Array.isArray(body) ? body : body.items;
  const product = products.find((p) => p.category) ?? products[0];
  expect(product, 'no demo products');
  image = product.image;
  paths = [
    '/',
    '/api/products',
    `/prodotti/${product.slug}`,
    '/api/categories',
    '/prodotti',
    '/api/testimonials',
    `/api/products/${product.slug}`,
    ...(product.category ? [`/categorie/${product.category.slug}`] : []),
  ];
  return `${paths.length} paths`;
});

const scaled = Object.fromEntries(await Promise.all(SCALED.map(async (s) => [s, await containersOf(s)])));
await check('2 replicas of svc-catalog and of svc-content are running', async () => {
  for (const service of SCALED)
    expect(scaled[service]!.length === 2, `${service}: ${scaled[service]!.length} containers`);
});

const load = [...Array.from({ length: READERS }, (_, i) => reader(paths, i * 2)), writer(runId, image)];
await sleep(2000);
const started = Date.now();
phase = 'replicas restarted one at a time';
await Promise.all(
  SCALED.map(async (service) => {
    for (const id of scaled[service]!) await restart(service, id, 3000);
  }),
);
const countedS = (Date.now() - started) / 1000;
phase = 'single-replica apps and the gateway restarted';
await Promise.all(
  SINGLE.map(async (service) => {
    for (const id of await containersOf(service)) await restart(service, id, 0);
  }),
);
phase = 'after';
await sleep(1000);
running = false;
await Promise.all(load);

console.log(`  restarts: ${restartTimes.join(', ')}`);
report('warm-up');
const counted = report('replicas restarted one at a time');
const single = report('single-replica apps and the gateway restarted');
report('after');
console.log('  (single replicas: one container cannot restart without a gap; reported, not counted)');
await check(
  `no failed request while each replica of ${SCALED.join(' and ')} restarted (${countedS.toFixed(0)} s)`,
  async () => {
    expect(counted.requests > 100, `only ${counted.requests} requests`);
    expect(counted.failed.length === 0, `${counted.failed.length} of ${counted.requests} failed`);
    return `${counted.requests} requests, 0 failed`;
  },
);
await check('every write answered 201 is still there', async () => {
  const testimonials = await json<Array<{ id: number }>>('/api/admin/testimonials');
  const ids = new Set(testimonials.map((t) => t.id));
  const lostTestimonials = written.testimonials.filter((id) => !ids.has(id));
  const lostProducts: string[] = [];
  for (const slug of written.products)
    if ((await call(`/api/products/${slug}`)).status !== 200) lostProducts.push(slug);
  expect(
    lostTestimonials.length + lostProducts.length === 0,
    `lost: testimonials ${lostTestimonials.join(',')} products ${lostProducts.join(',')}`,
  );
  return `${written.testimonials.length} testimonials, ${written.products.length} products`;
});
console.log(
  `  not counted: while the single-replica apps and the gateway restarted, ${single.failed.length} of ` +
    `${single.requests} requests failed`,
);
finish();
