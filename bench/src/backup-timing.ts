// Backup and restore timings for the closing note: the backup job (BullMQ, pg_dump, signature, rename)
// against a bare pg_dump of the same data, and the restore job (safety backup + one-transaction psql)
// against a bare psql, on the demo data and on a catalogue of 10,000 products.
// Usage: node bench/src/backup-timing.ts   (ROUNDS=3, PRODUCTS=10000)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLogger } from '@vetrina/service-kit';
import { pgDumpArgs } from '../../svc-backup/src/backups/create-backup.ts';
import { pgEnv, runTool } from '../../svc-backup/src/backups/pg-tools.ts';
import { stageUpload } from '../../svc-backup/src/backups/restore-source.ts';
import { loadBackupConfig } from '../../svc-backup/src/config.ts';
import { createBackupSystem } from '../../svc-backup/src/system.ts';
import { formatTable, round } from './table.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PRODUCTS = Number(process.env.PRODUCTS ?? 10_000);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function sql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Each service migrates its schema and loads the demo content on an empty database, as `npm start` does. */
async function seedDemo(databaseUrl: string, uploadsDir: string): Promise<void> {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    GATEWAY_TOKEN: randomBytes(24).toString('hex'),
    CONTACT_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    PREVIEW_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: `Bench-${randomBytes(8).toString('hex')}`,
    REDIS_NAMESPACE: `bench-backup-${randomBytes(4).toString('hex')}`,
    SEED_DEMO_DATA: 'true',
    UPLOADS_DIR: uploadsDir,
    LOG_LEVEL: 'error',
  };
  const children: ChildProcess[] = [];
  try {
    for (const service of ['svc-catalog', 'svc-content', 'svc-auth']) {
      const port = await freePort();
      children.push(
        spawn(process.execPath, [path.join(repo, service, 'src/main.ts')], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...env, PORT: String(port), OPS_PORT: String(await freePort()) },
        }),
      );
      for (let i = 0; ; i++) {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok) break;
        if (i > 3000) throw new Error(`${service} did not start`);
        await sleep(100);
      }
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await sleep(500);
  }
}

/** Copies the demo products until the catalogue holds `count` (new slugs and names). */
async function growCatalogue(databaseUrl: string, count: number): Promise<void> {
  const { rows } = await sql(
    databaseUrl,
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'catalog' AND table_name = 'products' AND column_name <> 'id' AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval' ORDER BY ordinal_position`,
  );
  const columns = (rows as { column_name: string }[]).map((r) => r.column_name);
  const value = (c: string) =>
    c === 'slug' ? `p.slug || '-' || g` : c === 'name' ? `p.name || ' ' || g` : `p.${c}`;
  const { rows: current } = await sql(databaseUrl, 'SELECT count(*)::int AS n FROM catalog.products');
  const missing = count - (current[0] as { n: number }).n;
  const demo = (current[0] as { n: number }).n;
  await sql(
    databaseUrl,
    `INSERT INTO catalog.products (${columns.map((c) => `"${c}"`).join(', ')})
     SELECT ${columns.map(value).join(', ')} FROM generate_series(1, ${Math.ceil(missing / demo)}) g
     CROSS JOIN LATERAL (SELECT * FROM catalog.products ORDER BY id LIMIT ${demo}) p LIMIT ${missing}`,
  );
}

async function measure(label: string, databaseUrl: string, uploadsDir: string) {
  const backupDir = await mkdtemp(path.join(tmpdir(), 'vetrina-bench-backups-'));
  const config = loadBackupConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    GATEWAY_TOKEN: randomBytes(24).toString('hex'),
    BACKUP_DIR: backupDir,
    UPLOADS_DIR: uploadsDir,
    BACKUP_SIGNING_KEY: randomBytes(32).toString('hex'),
  });
  const system = await createBackupSystem(config, createLogger('bench', 'silent'));
  const jobs = system.createQueue();
  const worker = system.startWorker();
  const times = {
    dump: [] as number[],
    job: [] as number[],
    run: [] as number[],
    psql: [] as number[],
    restore: [] as number[],
  };
  let size = 0;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const bare = path.join(backupDir, `bare-${i}.sql`);
      let t = performance.now();
      await runTool(system.env.tools.pgDump, pgDumpArgs(bare), pgEnv(databaseUrl));
      times.dump.push(performance.now() - t);

      t = performance.now();
      const job = await jobs.add(
        { type: 'backup', kind: 'manual', full: false },
        `bench-backup-${i}-${randomBytes(3).toString('hex')}`,
      );
      const done = await jobs.waitFor<{ backup: { filename: string; size: number } }>(job, 600_000);
      times.job.push(performance.now() - t);
      if (!done.finished) throw new Error('backup job did not finish');
      const finished = (await jobs.queue.getJob(job.id!))!;
      times.run.push(finished.finishedOn! - finished.processedOn!);
      size = done.result.backup.size;

      t = performance.now();
      await runTool(
        system.env.tools.psql,
        ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', bare],
        pgEnv(databaseUrl),
      );
      times.psql.push(performance.now() - t);

      const upload = path.join(backupDir, `upload-${i}.sql`);
      await copyFile(path.join(backupDir, done.result.backup.filename), upload);
      t = performance.now();
      const source = await stageUpload(
        { path: upload, originalname: 'bench.sql' },
        {
          backupDir,
          signingKey: config.BACKUP_SIGNING_KEYS,
          requestId: `bench${i}${randomBytes(3).toString('hex')}`,
        },
      );
      const restore = await jobs.add({ type: 'restore', source }, source.id);
      if (!(await jobs.waitFor(restore, 600_000)).finished) throw new Error('restore job did not finish');
      times.restore.push(performance.now() - t);
      await rm(bare, { force: true });
    }
  } finally {
    await worker.close();
    await jobs.queue.obliterate({ force: true }).catch(() => undefined);
    await jobs.close();
    await system.db.destroy();
    await rm(backupDir, { recursive: true, force: true });
  }
  const { rows } = await sql(databaseUrl, 'SELECT count(*)::int AS n FROM catalog.products');
  const ms = (values: number[]) => round(median(values), 0);
  return [
    label,
    (rows[0] as { n: number }).n,
    round(size / 1024, 1),
    ms(times.dump),
    ms(times.run),
    round(median(times.run) / median(times.dump), 2),
    ms(times.job),
    round(median(times.job) / median(times.dump), 2),
    ms(times.psql),
    ms(times.restore),
  ];
}

const database = `vetrina_bench_backup_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const uploadsDir = await mkdtemp(path.join(tmpdir(), 'vetrina-bench-uploads-'));
await sql(serverUrl, `CREATE DATABASE "${database}"`);
try {
  await seedDemo(databaseUrl.toString(), uploadsDir);
  const rows = [await measure('demo data', databaseUrl.toString(), uploadsDir)];
  await growCatalogue(databaseUrl.toString(), PRODUCTS);
  rows.push(await measure(`${PRODUCTS} products`, databaseUrl.toString(), uploadsDir));
  console.log(`\nBackup and restore, median of ${ROUNDS} rounds (ms); dump size in KiB\n`);
  console.log(
    formatTable(
      [
        'data',
        'products',
        'dump KiB',
        'bare pg_dump',
        'job run',
        'run/bare',
        'job end to end',
        'e2e/bare',
        'bare psql -1',
        'restore job',
      ],
      rows,
    ),
  );
  console.log(
    '\njob run = the worker processing the job (BullMQ processedOn to finishedOn); end to end = add to result, as the API waits',
  );
  console.log(
    'restore job = upload checks (signature, meta-commands) + safety backup + one-transaction psql + bookkeeping',
  );
} finally {
  await sql(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await rm(uploadsDir, { recursive: true, force: true });
}
process.exit(0);
