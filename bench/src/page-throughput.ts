// The product page through the gateway against a raw node:http server sending the very same compressed
// bytes and headers (the machine's ceiling), side by side in one run, for brotli and gzip. Expects the
// system running (`RATE_LIMIT_ALLOW=127.0.0.1,::1 PORT_OFFSET=<n> npm start`); run with
// `node bench/src/page-throughput.ts [--duration=6] [--connections=50] [--rounds=3] [--before=http://127.0.0.1:<port>]`
// (--before: another gateway in front of the same system, e.g. one of an earlier commit, as a third column).
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
  type Load,
} from './throughput-kit.ts';

const ENCODINGS = ['br', 'gzip'] as const;

async function main() {
  const duration = flag('duration', 6);
  const connections = flag('connections', 50);
  const rounds = flag('rounds', 3);
  const beforeOption = option('before');
  const before = beforeOption === undefined ? undefined : loopbackUrl(beforeOption);
  const { gateway } = systemUrls();
  await assertReachable(gateway);
  const path = `/prodotti/${encodeURIComponent(await findProductSlug(gateway))}`;
  const captured: Record<string, RawResponse> = {};
  for (const encoding of ENCODINGS) {
    const answer = await capture(new URL(path, gateway).href, encoding);
    if (answer.headers['content-encoding'] !== encoding)
      throw new Error(`${path} answered without ${encoding} (${answer.status}): is the page served?`);
    captured[`${path}?${encoding}`] = answer;
  }
  const raw = await startRawServer(captured);
  const rows: Array<Array<string | number>> = [];
  try {
    for (const encoding of ENCODINGS) {
      console.error(`page-throughput: ${path} in ${encoding} (raw, gateway${before ? ', before' : ''})...`);
      const headers = { 'accept-encoding': encoding };
      const settings = { connections, duration, headers };
      const loads: Partial<Record<'raw' | 'gateway' | 'before', () => Promise<Load>>> = {
        raw: () => load(new URL(`${path}?${encoding}`, raw.url).href, settings),
        gateway: () => load(new URL(path, gateway).href, settings),
      };
      if (before) loads.before = () => load(new URL(path, before).href, settings);
      const medians = await inRounds(rounds, loads);
      const [r, g, b] = [medians.raw!, medians.gateway!, medians.before];
      rows.push([
        `${path} (${encoding})`,
        Buffer.from(captured[`${path}?${encoding}`]!.bodyBase64, 'base64').length,
        r.requestsPerSecond,
        r.p99,
        g.requestsPerSecond,
        g.p99,
        pct(g.requestsPerSecond, r.requestsPerSecond),
        ...(b ? [b.requestsPerSecond, b.p99, pct(b.requestsPerSecond, r.requestsPerSecond)] : []),
        r.failures + g.failures + (b?.failures ?? 0),
      ]);
    }
  } finally {
    raw.child.kill();
  }
  console.log(
    `\nProduct page, ${connections} connections, ${duration} s each, median of ${rounds} alternating rounds ` +
      `(target: gateway ≥ 40 % of raw)\n` +
      formatTable(
        [
          'page',
          'bytes',
          'raw req/s',
          'raw p99',
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

await main();
