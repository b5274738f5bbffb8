// Shared links carry a parameter unique per click (fbclid, gclid, utm_*): a product page and a public API
// read requested with a new `?fbclid=…&utm_source=…` on every request against the bare URL, side by side in
// one run (target: ≥ 90 % of the bare rate). Expects the system running
// (`RATE_LIMIT_ALLOW=127.0.0.1,::1 PORT_OFFSET=<n> npm start`); run with
// `node bench/src/tracked-links.ts [--duration=6] [--connections=50] [--rounds=3] [--before=http://127.0.0.1:<port>]`
// (--before: the same figures through another gateway in front of the same system, e.g. an earlier commit's).
import { randomBytes } from 'node:crypto';
import { assertReachable, findProductSlug } from './options.ts';
import { formatTable } from './table.ts';
import { flag, inRounds, load, loopbackUrl, option, pct, systemUrls, type Load } from './throughput-kit.ts';

/** A new click: parameters no request of this run (nor an earlier run) carried before. */
const runId = randomBytes(4).toString('hex');
const tracked = (path: string) => (n: number) =>
  `${path}?fbclid=IwAR${runId}${n}&utm_source=instagram&utm_medium=social&utm_campaign=vetrina`;

async function main() {
  const duration = flag('duration', 6);
  const connections = flag('connections', 50);
  const rounds = flag('rounds', 3);
  const beforeOption = option('before');
  const { gateway } = systemUrls();
  await assertReachable(gateway);
  const slug = encodeURIComponent(await findProductSlug(gateway));
  const targets = [
    { name: 'product page', path: `/prodotti/${slug}` },
    { name: 'public API', path: `/api/products/${slug}` },
  ];
  const gateways: Array<[string, URL]> = [['after', gateway]];
  if (beforeOption !== undefined) gateways.push(['before', loopbackUrl(beforeOption)]);
  const headers = { 'accept-encoding': 'br, gzip' };
  const rows: Array<Array<string | number>> = [];
  for (const { name, path } of targets) {
    const figures: Array<[Load, Load]> = [];
    for (const [label, base] of gateways) {
      console.error(`tracked-links: ${path} through ${label} (bare, then a unique fbclid per request)...`);
      const url = new URL(path, base).href;
      const medians = await inRounds(rounds, {
        // The same per-request path building for both, so the load generator's own cost is equal.
        bare: () => load(url, { connections, duration, headers, pathOf: () => path }),
        click: () => load(url, { connections, duration, headers, pathOf: tracked(path) }),
      });
      const [bare, click] = [medians.bare!, medians.click!];
      figures.push([bare, click]);
    }
    rows.push([
      `${name} ${path}`,
      ...figures.flatMap(([bare, click]) => [
        bare.requestsPerSecond,
        click.requestsPerSecond,
        click.p99,
        pct(click.requestsPerSecond, bare.requestsPerSecond),
      ]),
      figures.reduce((sum, [bare, click]) => sum + bare.failures + click.failures, 0),
    ]);
  }
  console.log(
    `\nTracked links, ${connections} connections, ${duration} s each, median of ${rounds} alternating rounds ` +
      `(target: tracked ≥ 90 % of bare)\n` +
      formatTable(
        [
          'read',
          ...gateways.flatMap(([label]) => [
            `${label} bare req/s`,
            `${label} tracked req/s`,
            `${label} tracked p99`,
            `${label} %bare`,
          ]),
          'errors+non2xx',
        ],
        rows,
      ),
  );
}

await main();
