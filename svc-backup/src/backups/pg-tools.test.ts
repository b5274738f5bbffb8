import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@vetrina/service-kit';
import { TEST_DATABASE_URL } from '@vetrina/service-kit/testing';
import { checkPgToolVersions, findPgTools, pgEnv } from './pg-tools.ts';

describe('pg_dump and psql', () => {
  let dir: string;
  let serverVersionNum: number;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pg-tools-'));
    const db = createDb(TEST_DATABASE_URL, 'public', { min: 0, max: 1 });
    const { rows } = (await db.raw('SHOW server_version_num')) as { rows: { server_version_num: string }[] };
    serverVersionNum = Number(rows[0]!.server_version_num);
    await db.destroy();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prefers the PostgreSQL 15 client of this machine, which is not older than the server', async () => {
    const tools = findPgTools();
    expect(tools.pgDump).toBe('/usr/lib/postgresql/15/bin/pg_dump');
    await expect(checkPgToolVersions(tools, serverVersionNum)).resolves.toBeUndefined();
  });

  it('refuses to start with a pg_dump older than the server, or none, with a clear message', async () => {
    const old = path.join(dir, 'pg_dump');
    await writeFile(old, '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.11"\n');
    await chmod(old, 0o755);
    await expect(checkPgToolVersions({ pgDump: old, psql: old }, 150020)).rejects.toThrow(
      /PostgreSQL 14 but the server is 15: .*postgresql-client-15 or set PG_BIN_DIR/,
    );
    await expect(checkPgToolVersions(findPgTools(path.join(dir, 'missing')), 150020)).rejects.toThrow(
      /not found or not runnable/,
    );
  });

  it('passes the connection as libpq variables, never as arguments', () => {
    const env = pgEnv('postgres://shop:s%40cret@db.internal:5433/vetrina?sslmode=require');
    expect(env).toMatchObject({
      PGHOST: 'db.internal',
      PGPORT: '5433',
      PGUSER: 'shop',
      PGPASSWORD: 's@cret',
      PGDATABASE: 'vetrina',
      PGSSLMODE: 'require',
    });
  });
});
