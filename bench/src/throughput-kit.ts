// Shared by the throughput benchmarks (api-throughput, page-throughput, tracked-links): the running system's
// URLs, a raw node:http server replaying captured answers (the machine's ceiling) and one autocannon load.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { RawResponse } from './raw-server.ts';
import { percentile } from './percentile.ts';
import { round } from './table.ts';

export interface Load {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** A path per request (e.g. a unique tracking parameter per click); the URL's own path otherwise. */
  pathOf?: (n: number) => string;
}

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** A whole-number option (`--name=n`) from 1 to `max`, or `fallback`. */
export function flag(name: string, fallback: number, max = 600): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return n;
}

/** A string option (`--name=value`), or undefined. */
export function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function loopbackUrl(value: string): URL {
  const url = new URL(value);
  if (!LOOPBACK.test(url.hostname)) throw new Error(`${value}: load is only ever pointed at loopback`);
  return url;
}

/** The running system's gateway, svc-catalog and storefront renderer (PORT_OFFSET / BENCH_* select it). */
export function systemUrls(env = process.env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  return {
    gateway: loopbackUrl(env.BENCH_URL ?? `http://127.0.0.1:${8080 + offset}`),
    catalog: loopbackUrl(env.BENCH_CATALOG_URL ?? `http://127.0.0.1:${4001 + offset}`),
    storefront: loopbackUrl(env.BENCH_STOREFRONT_URL ?? `http://127.0.0.1:${3001 + offset}`),
  };
}

/** The system's exact answer (status, headers, bytes as sent in this encoding) to replay from the raw server. */
export function capture(url: string, acceptEncoding = 'identity'): Promise<RawResponse> {
  // node:http rather than fetch, which would decode the body: the copy sends the very bytes sent here.
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': acceptEncoding }, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = String(value);
        resolve({ status: res.statusCode!, headers, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.on('error', reject);
  });
}

export async function startRawServer(
  responses: Record<string, RawResponse>,
): Promise<{ url: URL; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./raw-server.ts', import.meta.url)), { stdio: 'inherit' });
  child.send({ responses });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { url: new URL(`http://127.0.0.1:${message.port}`), child };
}

export async function load(
  url: string,
  { connections, duration, headers, pathOf }: LoadOptions,
): Promise<Load> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    ...(headers ? { headers } : {}),
    ...(pathOf
      ? {
          requests: [
            { method: 'GET', setupRequest: (req: { path: string }) => ({ ...req, path: pathOf(++n) }) },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: round(result.requests.average),
    p99: round(result.latency.p99, 1),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const pct = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0} %`;

/**
 * Runs every load once per round, alternating (a busy shared machine moves between two loads), and gives
 * each load's median requests/s and p99 over the rounds, failures summed.
 */
export async function inRounds<K extends string>(
  rounds: number,
  loads: Partial<Record<K, () => Promise<Load>>>,
): Promise<Partial<Record<K, Load>>> {
  const runs = Object.fromEntries(Object.keys(loads).map((k) => [k, [] as Load[]])) as Record<K, Load[]>;
  for (let round = 0; round < rounds; round++)
    for (const key of Object.keys(loads) as K[]) runs[key].push(await loads[key]!());
  const median = (list: Load[]): Load => ({
    requestsPerSecond: percentile(
      list.map((l) => l.requestsPerSecond),
      50,
    ),
    p99: percentile(
      list.map((l) => l.p99),
      50,
    ),
    failures: list.reduce((sum, l) => sum + l.failures, 0),
  });
  return Object.fromEntries((Object.keys(runs) as K[]).map((k) => [k, median(runs[k])])) as Record<K, Load>;
}
