import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, backupSchema, type ActivityEntry } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { startBackupHarness, type BackupHarness } from '../test/backup-harness.ts';
import { recordRestored } from './backup-activity.ts';

const maker = gatewayHeaders({ id: 4, username: 'sarta', isAdmin: true });

describe('svc-backup activity log', () => {
  let h: BackupHarness;
  const latest = async (count: number): Promise<ActivityEntry[]> => {
    const res = await request(h.app).get(`/internal/activity?limit=${count}`).set(maker).expect(200);
    return activityPageSchema.parse(res.body).items;
  };
  const entry = (e: ActivityEntry) => [e.kind, e.action, e.username, e.item?.href ?? null, e.summary];

  beforeAll(async () => {
    h = await startBackupHarness();
  });
  afterAll(() => h.stop());

  it('records a backup with who asked; the schedule’s as the system', async () => {
    const res = await request(h.app).post('/api/admin/database/backup').set(maker).send({}).expect(201);
    const { filename } = backupSchema.parse(res.body);
    expect((await latest(1)).map(entry)).toEqual([
      ['backup', 'created', 'sarta', `/admin/database#${filename}`, 'Backup creato'],
    ]);
    expect((await latest(1))[0]!.item).toEqual({
      id: filename,
      label: filename,
      href: `/admin/database#${filename}`,
    });

    const result = await h.jobs.addAndWait<{ backup: { filename: string } }>(
      { type: 'backup', kind: 'scheduled', full: false },
      'scheduled-activity-test',
      60_000,
    );
    expect((await latest(1)).map(entry)).toEqual([
      [
        'backup',
        'created',
        null,
        `/admin/database#${result.backup.filename}`,
        'Backup settimanale programmato',
      ],
    ]);
  });

  it('records a restore after the switch, in its own schema, so the entry survives the restore', async () => {
    const made = await request(h.app).post('/api/admin/database/backup').set(maker).send({}).expect(201);
    const file = path.join(h.backupDir, backupSchema.parse(made.body).filename);
    // This database's dump predates the activity log: the three schemas have no activity table.
    const tables = async () =>
      (
        (await h.db.raw(
          `SELECT schemaname || ':' || tableowner AS t FROM pg_tables WHERE tablename = 'activity' ORDER BY 1`,
        )) as { rows: { t: string }[] }
      ).rows.map((r) => r.t);
    expect(await tables()).toEqual([`backup:${h.roles.backup.role}`]);

    await request(h.app)
      .post('/api/admin/database/restore')
      .set(maker)
      .attach('backupFile', await readFile(file), 'copia-di-novembre.sql')
      .expect(200);

    expect((await latest(3)).map(entry)).toEqual([
      ['restore', 'restored', 'sarta', null, 'Database ripristinato da un backup'],
      expect.arrayContaining(['backup', 'created', 'sarta', 'Backup di sicurezza prima di un ripristino']),
      ['backup', 'uploaded', 'sarta', null, 'Backup caricato per un ripristino'],
    ]);
    expect((await latest(1))[0]!.item?.label).toBe('copia-di-novembre.sql');
    // The restore left every service an (empty) activity table of its own role, to keep writing its log.
    expect(await tables()).toEqual(
      [
        ...h.roles.owners.map(({ schema, role }) => `${schema}:${role}`).sort(),
        `backup:${h.roles.backup.role}`,
      ].sort(),
    );
  });

  it('records one restore entry even when the job is delivered again', async () => {
    const [restored] = await latest(1);
    const source = { id: restored!.item!.id, sha256: '0'.repeat(64), full: false, originalName: 'x.sql' };
    await recordRestored(h.system.db, source, 'sarta');
    expect((await latest(1))[0]!.id).toBe(restored!.id);
  });

  it('records a deletion, which takes the link away from that backup’s entries only', async () => {
    const list = (await request(h.app).get('/api/admin/database/backups').set(maker).expect(200)).body as {
      filename: string;
    }[];
    const gone = list.find((b) => !b.filename.includes('safety'))!.filename;
    await request(h.app).delete(`/api/admin/database/backups/${gone}`).set(maker).expect(204);
    await request(h.app).delete(`/api/admin/database/backups/${gone}`).set(maker).expect(404);
    const entries = await latest(50);
    expect(entry(entries[0]!)).toEqual(['backup', 'deleted', 'sarta', null, 'Backup eliminato']);
    expect(entries.filter((e) => e.item?.id === gone).map((e) => e.item?.href)).toEqual([null, null]);
    expect(entries.some((e) => e.kind === 'backup' && e.item?.href)).toBe(true);
  });
});
