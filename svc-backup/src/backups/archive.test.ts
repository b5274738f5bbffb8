import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, type Backup } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { snapshot, startBackupHarness, type BackupHarness } from '../test/backup-harness.ts';
import { pruneScheduled, createBackup } from './create-backup.ts';

describe('full archive and retention', () => {
  let h: BackupHarness;
  beforeAll(async () => {
    h = await startBackupHarness();
  });
  afterAll(async () => {
    await h.stop();
  });
  const restore = (file: Buffer, name: string) =>
    request(h.app).post('/api/admin/database/restore').set(gatewayHeaders()).attach('backupFile', file, name);

  it('restores data and photos together from a full backup: the missing photos come back, none is removed', async () => {
    await mkdir(path.join(h.uploadsDir, '.originals'), { recursive: true });
    await writeFile(path.join(h.uploadsDir, 'foto.webp'), 'foto originale');
    await writeFile(path.join(h.uploadsDir, '.originals', 'foto.jpg'), 'originale');
    const res = await request(h.app)
      .post('/api/admin/database/backup')
      .set(gatewayHeaders())
      .send({ full: true });
    expect(res.status).toBe(201);
    const entry = backupSchema.parse(res.body);
    expect(entry).toMatchObject({ full: true, kind: 'manual' });
    expect(entry.filename).toMatch(/\.tar\.gz$/);
    const before = await snapshot(h.db);

    // Since the backup: a photo removed (by the cleanup), one added, data changed.
    await rm(path.join(h.uploadsDir, 'foto.webp'));
    await writeFile(path.join(h.uploadsDir, 'nuova.webp'), 'aggiunta dopo');
    await rm(path.join(h.uploadsDir, '.originals'), { recursive: true });
    await h.db.raw(`DELETE FROM catalog.products WHERE id > 30`);

    const restored = await restore(await readFile(path.join(h.backupDir, entry.filename)), entry.filename);
    expect(restored.status).toBe(200);
    expect(await snapshot(h.db)).toEqual(before);
    expect(await readFile(path.join(h.uploadsDir, 'foto.webp'), 'utf8')).toBe('foto originale');
    expect(await readFile(path.join(h.uploadsDir, '.originals', 'foto.jpg'), 'utf8')).toBe('originale');
    // Photos the restored data does not name are the unreferenced-upload cleanup's to remove, later.
    expect(await readFile(path.join(h.uploadsDir, 'nuova.webp'), 'utf8')).toBe('aggiunta dopo');
    // The safety backup of a full restore is full too: the photos of the state before are kept there.
    expect(backupSchema.parse(restored.body.safetyBackup)).toMatchObject({ kind: 'safety', full: true });
  });

  it('refuses an archive with a changed photo, a link or a path escaping the folder', async () => {
    const entry = backupSchema.parse(
      (await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders()).send({ full: true }))
        .body,
    );
    const work = await mkdtemp(path.join(tmpdir(), 'vetrina-archive-'));
    await tar.x({ file: path.join(h.backupDir, entry.filename), cwd: work });
    const repack = async (name: string, entries: string[], options: { preservePaths?: boolean } = {}) => {
      const file = path.join(work, name);
      await tar.c({ file, gzip: true, cwd: work, ...options }, entries);
      return readFile(file);
    };
    const before = await snapshot(h.db);
    const photo = await readFile(path.join(h.uploadsDir, 'foto.webp'), 'utf8');

    await writeFile(path.join(work, 'uploads', 'foto.webp'), 'foto sostituita');
    const changed = await repack('changed.tar.gz', ['database.sql', 'uploads-manifest.json', 'uploads']);
    await writeFile(path.join(work, 'uploads', 'foto.webp'), photo);
    const { symlink } = await import('node:fs/promises');
    await symlink('/etc/passwd', path.join(work, 'uploads', 'link.webp'));
    const linked = await repack('linked.tar.gz', ['database.sql', 'uploads-manifest.json', 'uploads']);
    await rm(path.join(work, 'uploads', 'link.webp'));
    const escaping = await repack(
      'escaping.tar.gz',
      ['database.sql', 'uploads-manifest.json', 'uploads', '../outside.txt'],
      {
        preservePaths: true,
      },
    ).catch(async () => {
      await writeFile(path.join(work, '..', 'outside.txt'), 'x');
      return repack('escaping.tar.gz', ['database.sql', '../outside.txt'], { preservePaths: true });
    });

    for (const [label, file] of [
      ['changed photo', changed],
      ['link', linked],
      ['escaping path', escaping],
    ] as const) {
      const res = await restore(file, `${label}.tar.gz`);
      expect(res.status, label).toBe(422);
      expect(res.body.message, label).toBe('Il file non è un backup firmato da questa installazione.');
    }
    expect(await snapshot(h.db)).toEqual(before);
    expect(await readFile(path.join(h.uploadsDir, 'foto.webp'), 'utf8')).toBe(photo);
    await rm(work, { recursive: true, force: true });
  });

  it('prunes only scheduled backups beyond BACKUP_KEEP, keeping manual and safety ones', async () => {
    const made: Backup[] = [];
    for (let i = 0; i < 4; i++)
      made.push(await createBackup(h.system.env, { kind: 'scheduled', full: false }));
    const manual = await createBackup(h.system.env, { kind: 'manual', full: false });
    const safety = await createBackup(h.system.env, { kind: 'safety', full: false });
    const pruned = await pruneScheduled(h.system.env.store, 2);
    expect(pruned.sort()).toEqual([made[0]!.filename, made[1]!.filename].sort());
    const names = (await h.system.env.store.list()).map((b) => b.filename);
    expect(names).toEqual(
      expect.arrayContaining([made[2]!.filename, made[3]!.filename, manual.filename, safety.filename]),
    );
    expect(names).not.toContain(made[0]!.filename);
  });

  it('prunes after a scheduled job run', async () => {
    const { processDatabaseJob } = await import('../jobs/database-jobs.ts');
    const { createLogger, createWorkerRedis, redisNames } = await import('@vetrina/service-kit');
    const redis = createWorkerRedis(h.env.REDIS_URL);
    const run = processDatabaseJob({
      redisUrl: h.env.REDIS_URL,
      prefix: 'prune-test',
      names: redisNames('prune-test'),
      logger: createLogger('t', 'silent'),
      env: h.system.env,
      db: h.system.db,
      redis,
      keepScheduled: 1,
    });
    const job = { data: { type: 'backup', kind: 'scheduled', full: false }, updateProgress: async () => {} };
    const result = await run(job as never);
    redis.disconnect();
    const scheduled = (await h.system.env.store.list()).filter((b) => b.kind === 'scheduled');
    expect(scheduled.map((b) => b.filename)).toEqual([result.backup!.filename]);
  });
});
