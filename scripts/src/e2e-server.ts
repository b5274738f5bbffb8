// Playwright's webServer: the whole system via start.ts, on a fresh database that is dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { requireNode24 } from './start/node-version.ts';
import { DATA_DIR, REPO_ROOT } from './start/paths.ts';
import { redisNames } from '@vetrina/service-kit';
import { startMailSink } from './e2e-mail-sink.ts';
import { writeE2eSystem } from './e2e-system.ts';

requireNode24();

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `vetrina_e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const uploadsDir = path.join(DATA_DIR, `${name}-uploads`);
const backupsDir = path.join(DATA_DIR, `${name}-backups`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE "${name}"`);
console.log(`[e2e] database ${name} created`);
const portOffset = process.env.E2E_PORT_OFFSET ?? '0';
const mailSink = await startMailSink(Number(portOffset));
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
writeE2eSystem(Number(portOffset), {
  redisUrl,
  contentRedisPrefix: redisNames(name).contentKeys(databaseUrl.toString()),
});

const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/src/start.ts')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME ?? 'admin',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Vetrina-Admin-2026!',
    SEED_DEMO_DATA: 'true',
    // Own Redis names (sessions, sign-in limits, cache versions, restore channel, queues): runs sharing a
    // Redis never lock each other out nor empty each other's caches.
    REDIS_NAMESPACE: name,
    // Every e2e visitor posts from 127.0.0.1: the per-address contact limit (5 per 10 min, tested in
    // svc-content's integration tests) would otherwise refuse the suite's later messages.
    CONTACT_RATE_LIMIT_MAX: '200',
    // The gateway's per-client limits (tested in gateway/src/security/rate-limit.test.ts) would refuse the
    // suite's own traffic, the 500-request fuzz spec included: this machine is never limited.
    RATE_LIMIT_ALLOW: '127.0.0.1,::1',
    // Two e2e systems share this machine's two cores: a page render often takes more than the gateway's
    // 1 s production limit (tested in gateway/src/public-pages/server-render.test.ts), and the visitor would get the
    // calm 'momentaneamente non disponibile' page instead of the page under test.
    SSR_TIMEOUT_MS: process.env.SSR_TIMEOUT_MS ?? '8000',
    UPLOADS_DIR: uploadsDir,
    BACKUP_DIR: backupsDir,
    PORT_OFFSET: portOffset,
    PORT: String(8080 + Number(portOffset)),
    // The customers' e-mails (order quotes, shipping notices) and the owner's go to a real SMTP server.
    SMTP_URL: mailSink.url,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

// Playwright signals the whole process group: start.ts gets the signal too; we just wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

const code = await new Promise<number>((resolve) =>
  child.once('close', (exitCode) => resolve(exitCode ?? 1)),
);
await mailSink.close();
await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error: unknown) =>
  console.error(`[e2e] could not drop ${name}: ${String(error)}`),
);
rmSync(uploadsDir, { recursive: true, force: true });
rmSync(backupsDir, { recursive: true, force: true });
console.log(`[e2e] database ${name} dropped`);
process.exit(code);
