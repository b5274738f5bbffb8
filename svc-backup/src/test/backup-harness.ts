import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { backupSchema } from '@vetrina/contracts';
import {
  createDb,
  createKeyRing,
  createLogger,
  databaseUrlFor,
  migrate,
  setUpDatabaseRoles,
  type DatabaseRolesPlan,
  type Db,
  type Migration,
} from '@vetrina/service-kit';
import {
  createTestDatabase,
  gatewayHeaders,
  TEST_DATABASE_URL,
  TEST_GATEWAY_TOKEN,
  TEST_REDIS_URL,
} from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { loadBackupConfig } from '../config.ts';
import { createBackupSystem } from '../system.ts';

export const TEST_SIGNING_KEY = 'test-backup-signing-key-0123456789abcdef';
export const TEST_SIGNING_KEYS = createKeyRing({ current: TEST_SIGNING_KEY });

/** A shop-like database: the three schemas with related tables, a sequence and a function body. */
const FIXTURE = `
  CREATE SCHEMA catalog; CREATE SCHEMA content; CREATE SCHEMA auth;
  CREATE TABLE catalog.categories (id serial PRIMARY KEY, name text NOT NULL, slug text UNIQUE NOT NULL);
  CREATE TABLE catalog.products (
    id serial PRIMARY KEY, name text NOT NULL, description text, price numeric(10,2),
    category_id int REFERENCES catalog.categories(id), featured boolean NOT NULL DEFAULT false);
  CREATE TABLE auth.users (id serial PRIMARY KEY, username text UNIQUE NOT NULL, is_admin boolean NOT NULL);
  CREATE FUNCTION catalog.touch() RETURNS text LANGUAGE sql AS $body$ SELECT 'a\\b' $body$;
  INSERT INTO catalog.categories (name, slug) VALUES ('Bavaglini', 'bavaglini'), ('Copertine', 'copertine');
  INSERT INTO catalog.products (name, description, price, category_id, featured)
    SELECT 'Prodotto ' || i, E'Riga uno\\nriga due \\\\ con barra', i * 1.5, 1 + i % 2, i % 3 = 0 FROM generate_series(1, 40) i;
  INSERT INTO auth.users (username, is_admin) VALUES ('admin', true), ('editor', false);
`;
/** The content schema of the fixture: one hand-made table (or svc-content's real schema, see below). */
const CONTENT_FIXTURE = `
  CREATE TABLE content.testimonials (id serial PRIMARY KEY, name text NOT NULL, content text NOT NULL, rating int);
  INSERT INTO content.testimonials (name, content, rating) VALUES ('Anna', 'Bellissimo lavoro, grazie!', 5), ('Luca', 'Ottimo servizio', NULL);
`;

export const TABLES = ['catalog.categories', 'catalog.products', 'content.testimonials', 'auth.users'];

/**
 * Row count and an md5 of every row in order, per table (schema-qualified names): two equal snapshots mean
 * equal data.
 */
export async function snapshot(db: Db, tables: readonly string[] = TABLES): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = (await db.raw(
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
    )) as { rows: { n: string; sum: string }[] };
    result[table] = `${rows[0]!.n}:${rows[0]!.sum}`;
  }
  return result;
}

/**
 * The installation's roles with names unique to one test file (roles are shared by the whole cluster):
 * one owner per service schema and the backup role, member of the three.
 */
export function testRolesPlan(): DatabaseRolesPlan {
  const tag = `vt_${randomBytes(4).toString('hex')}`;
  const owner = (schema: string) => ({ schema, role: `${tag}_${schema}`, password: `pw-${tag}-${schema}` });
  return { owners: [owner('catalog'), owner('content'), owner('auth')], backup: owner('backup') };
}

export async function dropTestRoles(plan: DatabaseRolesPlan): Promise<void> {
  const admin = createDb(TEST_DATABASE_URL, 'public', { min: 0, max: 1 });
  try {
    for (const { role } of [plan.backup, ...plan.owners]) await admin.raw('DROP ROLE IF EXISTS ??', [role]);
  } finally {
    await admin.destroy();
  }
}

/**
 * The fixture is created by the superuser (as an installation from before the roles), then the
 * set-up gives each schema to its role; svc-backup runs as the backup role, never as superuser.
 */
export async function startBackupHarness(
  options: {
    startWorker?: boolean;
    keep?: number;
    /** svc-content's real migrations for the content schema, instead of the hand-made table. */
    contentMigrations?: Record<string, Migration>;
    /** PHOTO_STORE=s3 with these S3_* variables (default: the folder). */
    s3?: Record<string, string>;
  } = {},
) {
  const database = await createTestDatabase('vetrina_backup');
  const db = createDb(database.url, 'public', { min: 0, max: 2 });
  await db.raw(FIXTURE);
  if (options.contentMigrations) {
    const content = createDb(database.url, 'content', { min: 0, max: 2 });
    try {
      await migrate(content, 'content', options.contentMigrations);
      await content('testimonials').insert([
        { name: 'Anna', content: 'Bellissimo lavoro, grazie!', rating: 5 },
        { name: 'Luca', content: 'Ottimo servizio', rating: 4 },
      ]);
    } finally {
      await content.destroy();
    }
  } else await db.raw(CONTENT_FIXTURE);
  const roles = testRolesPlan();
  await setUpDatabaseRoles(database.url, roles);
  const backupUrl = databaseUrlFor(database.url, roles.backup.role, roles.backup.password);
  const backupDir = await mkdtemp(path.join(tmpdir(), 'vetrina-backups-'));
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'vetrina-uploads-'));
  const env = {
    DATABASE_URL: backupUrl,
    REDIS_URL: TEST_REDIS_URL,
    GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
    BACKUP_DIR: backupDir,
    UPLOADS_DIR: uploadsDir,
    BACKUP_SIGNING_KEY: TEST_SIGNING_KEY,
    BACKUP_KEEP: String(options.keep ?? 8),
    ...(options.s3 ? { PHOTO_STORE: 's3', ...options.s3 } : {}),
  };
  const config = loadBackupConfig(env);
  const logger = createLogger('svc-backup-test', 'silent');
  const system = await createBackupSystem(config, logger);
  const redis = system.createApiRedis();
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const jobs = system.createQueue();
  const worker = options.startWorker === false ? undefined : system.startWorker();
  const app = buildApp({
    db: system.db,
    redis,
    gatewayToken: TEST_GATEWAY_TOKEN,
    backups: system.runtimeFor(jobs),
  });
  return {
    app,
    db,
    roles,
    databaseUrl: database.url,
    env,
    config,
    system,
    jobs,
    backupDir,
    uploadsDir,
    /** Where the photos are (the folder, or the bucket with `s3`). */
    photos: system.env.photos,
    async stop() {
      await worker?.close();
      await jobs.queue.obliterate({ force: true }).catch(() => undefined);
      await jobs.close();
      redis.disconnect();
      await system.db.destroy();
      await db.destroy();
      await database.drop();
      await dropTestRoles(roles);
      await rm(backupDir, { recursive: true, force: true });
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
export type BackupHarness = Awaited<ReturnType<typeof startBackupHarness>>;

/** A backup made through the API (`full`: with the photos), as its answer describes it. */
export async function makeBackup(h: BackupHarness, options: { full?: boolean } = {}) {
  const asked = request(h.app).post('/api/admin/database/backup').set(gatewayHeaders());
  return backupSchema.parse((await (options.full ? asked.send({ full: true }) : asked)).body);
}

/** Uploads one of the harness's own backups to the restore route, named `name` (its own file name unless given). */
export async function restoreOwnBackup(
  h: BackupHarness,
  backup: { filename: string },
  name = backup.filename,
) {
  return request(h.app)
    .post('/api/admin/database/restore')
    .set(gatewayHeaders())
    .attach('backupFile', await readFile(path.join(h.backupDir, backup.filename)), name);
}
