// The benchmark's fuzz run (issue 14): 10,000 requests generated from the shared schemas, valid and broken,
// to every API route and page through the gateway of a running system (`PORT_OFFSET=<n> npm start`), the
// admin routes signed in. Prints the answers counted by status and every 5xx or hang as a curl line, and
// exits 1 if there is any. Run: `npm run fuzz -w bench` (FUZZ_CASES, FUZZ_SEED, BENCH_URL, PORT_OFFSET,
// ADMIN_USERNAME / ADMIN_PASSWORD, else the password `npm start` keeps in .data/secrets.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFuzzReport, runFuzz } from '../../e2e/support/fuzz/fuzz-run.ts';
import { assertReachable } from './options.ts';

const env = process.env;
const SECRETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/secrets.json');

function adminPassword(): string {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (existsSync(SECRETS)) {
    const { ADMIN_PASSWORD } = JSON.parse(readFileSync(SECRETS, 'utf8')) as { ADMIN_PASSWORD?: string };
    if (ADMIN_PASSWORD) return ADMIN_PASSWORD;
  }
  throw new Error(
    'ADMIN_PASSWORD is not set and .data/secrets.json has none (start the system with npm start)',
  );
}

const base = new URL(env.BENCH_URL ?? `http://127.0.0.1:${8080 + Number(env.PORT_OFFSET ?? 0)}`);
if (!/^(127\.0\.0\.1|localhost|\[::1\])$/.test(base.hostname)) {
  throw new Error(`${base.href}: the fuzzer is only ever pointed at loopback`);
}
await assertReachable(base);
const username = env.ADMIN_USERNAME ?? 'admin';
const report = await runFuzz({
  base,
  credentials: { username, password: adminPassword() },
  cases: Number(env.FUZZ_CASES ?? 10_000),
  seed: Number(env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  timeoutMs: Number(env.FUZZ_TIMEOUT_MS ?? 10_000),
  shortBodyTimeoutMs: Number(env.FUZZ_SHORT_BODY_TIMEOUT_MS ?? 25_000),
  concurrency: Number(env.FUZZ_CONCURRENCY ?? 4),
});
console.log(formatFuzzReport(report, base, username));
process.exitCode = report.findings.length || report.cleanUpProblems.length ? 1 : 0;
