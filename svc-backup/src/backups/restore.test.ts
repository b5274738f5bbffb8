import { createHash } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, type Backup } from '@vetrina/contracts';
import { createKeyRing, createLogger, createWorkerRedis, redisNames } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  snapshot,
  startBackupHarness,
  TEST_SIGNING_KEYS,
  type BackupHarness,
} from '../test/backup-harness.ts';
import { signFile } from './signature.ts';

const NOT_SIGNED = 'Il file non è un backup firmato da questa installazione.';

describe('restore', () => {
  let h: BackupHarness;
  let backup: Backup;
  let backupFile: string;

  const createBackup = async () =>
    backupSchema.parse((await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders())).body);
  const restore = (content: Buffer | string, name = 'backup.sql') =>
    request(h.app)
      .post('/api/admin/database/restore')
      .set(gatewayHeaders())
      .attach('backupFile', Buffer.from(content), name);
  /** A copy of the backup with `edit` applied, then signed with `keys`. */
  async function variant(edit: (sql: string) => string, keys = TEST_SIGNING_KEYS): Promise<Buffer> {
    const sql = (await readFile(backupFile, 'utf8')).replace(/-- vetrina-signature: .+\n$/, '');
    const file = path.join(h.backupDir, `variant-${Math.random()}.sql`);
    await writeFile(file, edit(sql));
    await signFile(file, keys);
    return readFile(file);
  }
  const listNames = async () =>
    ((await request(h.app).get('/api/admin/database/backups').set(gatewayHeaders())).body as Backup[]).map(
      (b) => b.filename,
    );

  beforeAll(async () => {
    h = await startBackupHarness();
    backup = await createBackup();
    backupFile = path.join(h.backupDir, backup.filename);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('brings back exactly the rows of the backup: changed, added and deleted rows, sequences included', async () => {
    const before = await snapshot(h.db);
    await h.db.raw(`UPDATE catalog.products SET name = 'Cambiato', price = 99 WHERE id <= 5`);
    await h.db.raw(`INSERT INTO catalog.products (name, price) VALUES ('Nuovo', 1)`);
    await h.db.raw(`DELETE FROM content.testimonials WHERE name = 'Anna'`);
    await h.db.raw(`UPDATE auth.users SET is_admin = true WHERE username = 'editor'`);
    expect(await snapshot(h.db)).not.toEqual(before);

    const res = await restore(await readFile(backupFile), backup.filename);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ripristino completato');
    expect(await snapshot(h.db)).toEqual(before);
    // The sequence came back too: the next product gets the id after the backup's last one.
    const [{ id }] = await h.db('catalog.products').insert({ name: 'Dopo' }).returning('id');
    expect(id).toBe(41);
    await h.db('catalog.products').where({ id }).delete();
    await h.db.raw(`SELECT setval('catalog.products_id_seq', 40)`);

    // The safety backup taken first is in the list and holds the pre-restore data.
    const safety = backupSchema.parse(res.body.safetyBackup);
    expect(safety.kind).toBe('safety');
    expect(await listNames()).toContain(safety.filename);
    expect(await readFile(path.join(h.backupDir, safety.filename), 'utf8')).toContain('Cambiato');
  });

  it('refuses unsigned, tampered, foreign-key-signed and non-.sql files, and runs nothing', async () => {
    await h.db.raw(`UPDATE catalog.products SET name = 'Prima del rifiuto' WHERE id = 1`);
    const before = await snapshot(h.db);
    const backupsBefore = await listNames();
    const original = await readFile(backupFile, 'utf8');
    const cases: [string, Buffer | string, string, number][] = [
      ['unsigned', original.replace(/-- vetrina-signature: .+\n$/, ''), 'a.sql', 422],
      [
        'tampered',
        original.replace("'Prodotto 1'", "'Prodotto X'").replace('Prodotto 1\t', 'Prodotto X\t'),
        'b.sql',
        422,
      ],
      [
        'foreign key',
        await variant((sql) => sql, createKeyRing({ current: 'another-installation-key-0123456789abcdef' })),
        'c.sql',
        422,
      ],
      ['plain SQL', 'DROP SCHEMA catalog CASCADE;\n', 'd.sql', 422],
      ['not .sql', await readFile(backupFile), 'backup.txt', 415],
    ];
    for (const [label, content, name, status] of cases) {
      const res = await restore(content, name);
      expect(res.status, label).toBe(status);
      expect(res.body.message, label).toMatch(status === 422 ? NOT_SIGNED : /\.sql/);
    }
    expect(await snapshot(h.db)).toEqual(before);
    expect(await listNames()).toEqual(backupsBefore);
  });

  it('refuses a signed file with psql meta-commands (defence in depth), running nothing', async () => {
    const before = await snapshot(h.db);
    const marker = path.join(h.backupDir, 'pwned');
    for (const edit of [
      (sql: string) => sql.replace('SET lock_timeout = 0;', `SET lock_timeout = 0;\n\\! touch ${marker}`),
      (sql: string) => sql.replace('SET lock_timeout = 0;', `SET lock_timeout = 0; \\! touch ${marker}`),
    ]) {
      const res = await restore(await variant(edit), 'meta.sql');
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/comandi non ammessi/);
    }
    await expect(readFile(marker)).rejects.toThrow();
    expect(await snapshot(h.db)).toEqual(before);
  });

  it('rolls everything back when a statement fails midway (a signed file whose last statement fails)', async () => {
    const before = await snapshot(h.db);
    const failing = await variant(
      (sql) => `${sql}\nINSERT INTO catalog.products (id, name) VALUES (1, 'duplicato');\n`,
    );
    const res = await restore(failing, 'failing.sql');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Il ripristino non è riuscito e il database non è stato modificato/);
    expect(await snapshot(h.db)).toEqual(before);
    // The rolled-back attempt is not recorded as done.
    const sha256 = createHash('sha256').update(failing).digest('hex');
    expect(await h.db('backup.restore_runs').where({ file_sha256: sha256 })).toEqual([]);
    // The failed upload is not left behind.
    const { readdir } = await import('node:fs/promises');
    expect(
      (await readdir(path.join(h.backupDir, '.incoming'))).filter((name) => name.startsWith('restore-')),
    ).toEqual([]);
  });

  it('runs two restores requested at once one after the other', async () => {
    const [first, second] = await Promise.all([
      restore(await readFile(backupFile), 'uno.sql'),
      restore(await variant((sql) => sql), 'due.sql'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const jobs = await h.jobs.queue.getJobs(['completed'], 0, 50);
    const restores = jobs
      .filter((job) => job.data.type === 'restore' && job.finishedOn! > Date.now() - 60_000)
      .sort((a, b) => a.processedOn! - b.processedOn!)
      .slice(-2);
    expect(restores).toHaveLength(2);
    expect(restores[0]!.finishedOn!).toBeLessThanOrEqual(restores[1]!.processedOn!);
  });

  it('does nothing harmful when a finished restore job runs again (at-least-once delivery)', async () => {
    const res = await restore(await readFile(backupFile), 'again.sql');
    expect(res.status).toBe(200);
    const done = await h.jobs.queue.getJobs(['completed'], 0, 0);
    const last = done[0]!;
    await h.db.raw(`UPDATE catalog.products SET name = 'Modifica successiva' WHERE id = 2`);
    const after = await snapshot(h.db);
    const { processDatabaseJob } = await import('../jobs/database-jobs.ts');
    const lockRedis = createWorkerRedis(h.env.REDIS_URL);
    await copyFile(
      backupFile,
      path.join(h.backupDir, '.incoming', (last.data as { source: { id: string } }).source.id),
    );
    const rerun = await processDatabaseJob({
      redisUrl: h.env.REDIS_URL,
      prefix: 'rerun-test',
      names: redisNames('rerun-test'),
      logger: createLogger('t', 'silent'),
      env: h.system.env,
      db: h.system.db,
      redis: lockRedis,
      keepScheduled: 8,
    })(Object.assign(last, { updateProgress: async () => {} }));
    lockRedis.disconnect();
    expect(rerun.alreadyDone).toBe(true);
    expect(await snapshot(h.db)).toEqual(after);
  });
});
