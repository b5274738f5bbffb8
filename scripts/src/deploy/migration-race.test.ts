// Several replicas of a service may start at the same moment against an empty database (a new
// Kubernetes deployment with replicas > 1): both copies must come up, and each migration run once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Migration } from '@vetrina/service-kit';
import {
  createTestDatabase,
  TEST_GATEWAY_TOKEN,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@vetrina/service-kit/testing';
import { REPO_ROOT } from '../start/paths.ts';

const copies: ChildProcess[] = [];
let database: TestDatabase | undefined;
const uploads = mkdtempSync(path.join(tmpdir(), 'vetrina-race-'));

afterAll(async () => {
  for (const copy of copies) copy.kill('SIGTERM');
  await Promise.all(copies.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await database?.drop();
  rmSync(uploads, { recursive: true, force: true });
});

/** Each copy's operator port (readiness). */
const opsPortOf = (port: number) => port + 100;

function startCopy(
  port: number,
  databaseUrl: string,
): { exited: Promise<number | null>; output: () => string } {
  let output = '';
  const copy = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'svc-catalog'),
    env: {
      ...process.env,
      PORT: String(port),
      OPS_PORT: String(opsPortOf(port)),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
      PREVIEW_TOKEN_SECRET: 'race-test-preview-secret-0123456789abcdef',
      UPLOADS_DIR: uploads,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  copy.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  copy.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  copies.push(copy);
  return { exited: new Promise((resolve) => copy.once('exit', resolve)), output: () => output };
}

async function ready(port: number, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the copy on port ${port} exited:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${opsPortOf(port)}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the copy on port ${port} never became ready:\n${output()}`);
}

describe('migrations with several replicas', () => {
  it("a second replica waits for the first one's migrations instead of failing on knex's lock", async () => {
    const raceDb = await createTestDatabase('vetrina_migration_wait');
    const slow: Record<string, Migration> = {
      '001_slow': {
        up: async (k) => {
          await k.raw('SELECT pg_sleep(0.5)');
          await k.schema.createTable('things', (t) => t.increments('id'));
        },
      },
    };
    const pools = [createDb(raceDb.url, 'race'), createDb(raceDb.url, 'race')];
    try {
      const results = await Promise.all(pools.map((db) => migrate(db, 'race', slow)));
      expect(results.map((applied) => applied.length).sort()).toEqual([0, 1]);
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
      await raceDb.drop();
    }
  });

  it('two copies of svc-catalog started at once on one empty database both come up, migrations applied once', async () => {
    database = await createTestDatabase('vetrina_migration_race');
    const ports = [47_311, 47_312];
    const started = ports.map((port) => startCopy(port, database!.url));
    await Promise.all(started.map((c, i) => ready(ports[i]!, c.exited, c.output)));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; runs: number }>(
        'SELECT name, count(*)::int AS runs FROM catalog.knex_migrations GROUP BY name',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.runs !== 1)).toEqual([]);
      const lock = await client.query<{ is_locked: number }>(
        'SELECT is_locked FROM catalog.knex_migrations_lock',
      );
      expect(lock.rows.map((r) => r.is_locked)).toEqual([0]);
    } finally {
      await client.end();
    }
  }, 90_000);
});
