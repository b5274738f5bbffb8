// `npm start`: builds what is missing, provides PostgreSQL and Redis, starts the 8 apps, prints the URL.
import path from 'node:path';
import { styleText } from 'node:util';
import { requireNode24 } from './start/node-version.ts';

requireNode24();

const { DATA_DIR } = await import('./start/paths.ts');
const { loadSecrets, SIGNING_KEYS } = await import('./start/secrets.ts');
const { buildStaleFrontends } = await import('./start/build-frontends.ts');
const { ensurePostgres } = await import('./start/postgres.ts');
const { ensureRedis } = await import('./start/redis.ts');
const { provideServiceDatabases } = await import('./start/database-roles.ts');
const { planApps } = await import('./start/apps.ts');
const { Supervisor } = await import('./start/supervisor.ts');
const { waitForHealthy } = await import('./start/wait.ts');

type Handle = { stop(): Promise<void> };

const startedAt = Date.now();
const tty = Boolean(process.stdout.isTTY);
const log = (line: string) => console.log(`${tty ? styleText('bold', '[runner]') : '[runner]'} ${line}`);
const supervisor = new Supervisor();
const resources: Handle[] = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('stopping...');
    await supervisor.stopAll(10_000);
    for (const resource of resources.reverse()) await resource.stop().catch(() => {});
    log('stopped');
    process.exit(code);
  }
  return new Promise<never>(() => {});
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
// If whoever started us dies without signalling us (e.g. a SIGTERM to `npm start` only killed its shell),
// stop rather than leave the whole system running as orphans.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) {
    log('parent process exited');
    void shutdown(0);
  }
}, 1000).unref();
supervisor.onUnexpectedExit = (name, code, signal) => {
  console.error(`\n[runner] ${name} exited unexpectedly (${signal ?? `code ${code}`}). Its last lines:`);
  for (const line of supervisor.lastLines(name)) console.error(`  ${line}`);
  void shutdown(1);
};

async function main() {
  const env = process.env;
  const secrets = loadSecrets(path.join(DATA_DIR, 'secrets.json'));
  const portOffset = Number(env.PORT_OFFSET ?? 0);
  const gatewayPort = Number(env.PORT ?? 8080 + portOffset);
  const adminUsername = env.ADMIN_USERNAME ?? 'admin';
  const adminPassword = env.ADMIN_PASSWORD ?? secrets.ADMIN_PASSWORD;

  await buildStaleFrontends(log);
  if (stopping) return;
  const pg = await ensurePostgres(env, {
    dataDir: DATA_DIR,
    password: secrets.POSTGRES_PASSWORD,
    portOffset,
    log,
  });
  resources.push(pg);
  const databaseUrls = await provideServiceDatabases(pg.url, secrets, log);
  if (stopping) return;
  const redis = await ensureRedis(env, log);
  resources.push(redis);
  if (stopping) return;

  const plan = planApps({
    portOffset,
    gatewayPort,
    databaseUrls,
    redisUrl: redis.url,
    gatewayToken: secrets.GATEWAY_TOKEN,
    signingKeys: Object.fromEntries(SIGNING_KEYS.map((key) => [key, secrets[key]])),
    adminUsername,
    adminPassword,
    uploadsDir: env.UPLOADS_DIR ?? path.join(DATA_DIR, 'uploads'),
    backupsDir: path.join(DATA_DIR, 'backups'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
  });
  for (const missing of plan.missing) log(`WARNING: ${missing}: not started`);
  if (!plan.gateway) throw new Error('The gateway is missing (gateway/src/main.ts): nothing to serve.');

  const backends = [...plan.services, ...plan.frontends];
  for (const spec of backends) supervisor.start(spec);
  await Promise.all(
    backends.map((spec) =>
      waitForHealthy(spec.healthUrl, {
        name: spec.name,
        // svc-catalog draws and encodes its demo photos (WebP + AVIF) before it listens: ~30 s on a quiet
        // 2-core machine, over 120 s when the machine is busy.
        timeoutMs: 300_000,
        isDead: () => !supervisor.isAlive(spec.name),
      }),
    ),
  );
  if (stopping) return;
  const gateway = plan.gateway;
  supervisor.start(gateway);
  await waitForHealthy(gateway.healthUrl, {
    name: 'gateway',
    timeoutMs: 60_000,
    isDead: () => !supervisor.isAlive('gateway'),
  });

  const url = env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const bold = (text: string) => (tty ? styleText('bold', text) : text);
  console.log(
    [
      '',
      `  Vetrina is running: ${bold(url)}`,
      `  Admin panel:        ${bold(`${url}/admin`)}`,
      `  Admin login:        ${bold(adminUsername)} / ${bold(adminPassword)}`,
      `  Started in ${seconds} s. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  if (stopping) return;
  console.error(`\n[runner] start failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const spec of supervisor.running.values()) {
    if (supervisor.isAlive(spec.spec.name)) continue;
    console.error(`[runner] last lines of ${spec.spec.name}:`);
    for (const line of spec.lastLines) console.error(`  ${line}`);
  }
  await shutdown(1);
});
