/**
 * Sign-in latency against a running svc-auth (or the gateway): prints p50/p95 over N sign-ins.
 *   node svc-auth/src/bench-login.ts [baseUrl] [count]   (ADMIN_USERNAME / ADMIN_PASSWORD from env)
 */
const base = process.argv[2] ?? 'http://127.0.0.1:4003';
const count = Number(process.argv[3] ?? 30);
const username = process.env.ADMIN_USERNAME ?? 'admin';
const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.error('ADMIN_PASSWORD is required');
  process.exit(1);
}

const timings: number[] = [];
for (let i = 0; i < count; i++) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  timings.push(performance.now() - started);
  if (res.status !== 200) {
    console.error(`sign-in ${i + 1} answered ${res.status}: ${await res.text()}`);
    process.exit(1);
  }
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  await fetch(`${base}/api/admin/logout`, { method: 'POST', headers: { cookie } });
}
timings.sort((a, b) => a - b);
const pct = (p: number) =>
  timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)]!.toFixed(1);
console.log(
  `sign-in latency over ${count} sign-ins: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
);
