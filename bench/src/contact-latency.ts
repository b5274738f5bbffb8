// POST /api/contact latency with a slow mail server: visitors must never wait for SMTP.
// Starts its own SMTP server (2 s per message), a scratch database and svc-content (main.ts), then
// 20 concurrent visitors each: fetch the form, "fill it in" for 5.1 s, send it (timed). Needs the
// local PostgreSQL and Redis (TEST_DATABASE_URL / TEST_REDIS_URL). Usage: node bench/src/contact-latency.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';
import { percentile } from './percentile.ts';

const VISITORS = Number(process.env.VISITORS ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 2000);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function sql(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let warmUp = false;
    stream.on('data', (chunk: Buffer) => void (warmUp ||= chunk.includes('Riscaldamento')));
    stream.on('end', () =>
      setTimeout(() => {
        if (!warmUp) delivered += 1;
        callback();
      }, SMTP_DELAY_MS),
    );
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const database = `vetrina_bench_contact_${randomBytes(4).toString('hex')}`;
await sql(`CREATE DATABASE "${database}"`);
const port = await freePort();
const opsPort = await freePort();
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const service = spawn(process.execPath, [path.join(repo, 'svc-content/src/main.ts')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    OPS_PORT: String(opsPort),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    GATEWAY_TOKEN: randomBytes(24).toString('hex'),
    CONTACT_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'error',
  },
});
const base = `http://127.0.0.1:${port}`;

try {
  for (let i = 0; ; i++) {
    if ((await fetch(`http://127.0.0.1:${opsPort}/readyz`).catch(() => null))?.ok) break;
    if (i > 200) throw new Error('svc-content did not start');
    await sleep(100);
  }

  const latencies: number[] = [];
  const byRound: number[][] = Array.from({ length: ROUNDS }, () => []);
  let failures = 0;
  const visitor = async (n: number, rounds = ROUNDS, record = true) => {
    for (let round = 0; round < rounds; round++) {
      const form = (await (await fetch(`${base}/api/contact/form`)).json()) as {
        token: string;
        questionIndex: number;
      };
      await sleep(5100);
      const started = performance.now();
      const res = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 1}` },
        body: JSON.stringify({
          name: `Visitatore ${n}`,
          email: `visitatore${n}@example.it`,
          subject: record ? `Preventivo ${n}.${round}` : 'Riscaldamento',
          message: 'Vorrei un preventivo per una copertina personalizzata, grazie.',
          website: '',
          securityAnswer: SECURITY_QUESTIONS[form.questionIndex]!.answers[0],
          questionIndex: form.questionIndex,
          formToken: form.token,
        }),
      });
      if (!record) continue;
      latencies.push(performance.now() - started);
      byRound[round]!.push(performance.now() - started);
      if (res.status !== 201) failures += 1;
    }
  };
  // Warm-up, not counted: a running service has its connections open and its code compiled.
  await Promise.all(Array.from({ length: 4 }, (_, n) => visitor(100 + n, 1, false)));
  const began = Date.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n)));
  const postsDone = Date.now();
  const deliveredWhenDone = delivered;
  while (delivered < VISITORS * ROUNDS - failures && Date.now() - postsDone < 300_000) await sleep(200);

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `POST /api/contact, ${VISITORS} concurrent visitors x ${ROUNDS} rounds, SMTP ${SMTP_DELAY_MS} ms per message`,
  );
  console.log(`  submissions: ${latencies.length}, non-201: ${failures}`);
  console.log(
    `  latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
  );
  byRound.forEach((samples, round) =>
    console.log(
      `  round ${round + 1}: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`,
    ),
  );
  console.log(`  e-mails accepted by SMTP when the last visitor had its answer: ${deliveredWhenDone}`);
  console.log(
    `  all ${delivered} e-mails accepted ${((Date.now() - postsDone) / 1000).toFixed(1)} s later (run ${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );
} finally {
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  smtp.close();
  await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
