import { appendFile, copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress } from '@vetrina/contracts';
import { activityTableStatements, giveSchemaSql } from '@vetrina/service-kit';
import { type BackupHarness, makeBackup, snapshot, startBackupHarness } from '../test/backup-harness.ts';
import { sha256Of } from './backup-files.ts';
import { psqlArgs, restoreBackup, RestoreRefused, schemaOwners, type RestoreStep } from './restore.ts';
import { incomingPath, type RestoreSource } from './restore-source.ts';

const JOB = 'restore-0123abcd-req1';
const HASH = 'a'.repeat(64);

describe('the psql command of a restore', () => {
  it('drops the three schemas, runs the file, adds missing activity tables, gives each schema back and records the run, all in one transaction', () => {
    expect(psqlArgs('/b/dump.sql', JOB, HASH, { catalog: 'vt_catalog', auth: 'vt_auth' })).toEqual([
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '-c',
      'DROP SCHEMA IF EXISTS catalog CASCADE; DROP SCHEMA IF EXISTS content CASCADE; DROP SCHEMA IF EXISTS auth CASCADE;',
      '-f',
      '/b/dump.sql',
      ...['catalog', 'content', 'auth'].flatMap((schema) =>
        activityTableStatements(schema).flatMap((sql) => ['-c', sql]),
      ),
      '-c',
      giveSchemaSql('catalog', 'vt_catalog'),
      '-c',
      giveSchemaSql('auth', 'vt_auth'),
      '-c',
      `INSERT INTO backup.restore_runs (job_id, file_sha256) VALUES ('${JOB}', '${HASH}');`,
    ]);
  });

  it.each([
    ["x'); DROP TABLE y; --", HASH],
    ['', HASH],
    [`${JOB}\n`, HASH],
    ['a'.repeat(201), HASH],
    [JOB, `${HASH}0`],
    [JOB, `0${HASH}`],
    [JOB, 'A'.repeat(64)],
  ])('refuses job id %j or hash %j that could break out of the SQL', (jobId, sha256) => {
    expect(() => psqlArgs('/b/dump.sql', jobId, sha256)).toThrow('invalid job id or hash');
  });
});

describe('a restore job, run directly', () => {
  let h: BackupHarness;
  let backupFile: string;
  const steps: RestoreStep[] = [];
  const progress: JobProgress[] = [];
  let announced = 0;
  const hooks = {
    report: (p: JobProgress) => void progress.push(p),
    announce: async () => void announced++,
    onStep: async (step: RestoreStep) => void steps.push(step),
  };
  const env = () => ({ ...h.system.env, db: h.system.db });

  /** Stages the backup file as an upload that passed its checks; `tamper` then changes it on disk. */
  async function staged(id: string, tamper?: (file: string) => Promise<void>): Promise<RestoreSource> {
    const source = { id, sha256: await sha256Of(backupFile), full: false, originalName: 'b.sql' };
    const file = incomingPath(h.backupDir, source);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(backupFile, file);
    await tamper?.(file);
    return source;
  }

  beforeAll(async () => {
    h = await startBackupHarness();
    backupFile = path.join(h.backupDir, (await makeBackup(h)).filename);
  });
  afterAll(() => h.stop());

  it('knows which role owns each dumped schema, to give it back after the restore', async () => {
    expect(await schemaOwners(h.system.db)).toEqual(
      Object.fromEntries(h.roles.owners.map(({ schema, role }) => [schema, role])),
    );
  });

  it('refuses a file changed on disk after its upload was checked, and changes nothing', async () => {
    const before = await snapshot(h.db);
    const tampered = await staged('restore-tampered-1', (file) => appendFile(file, '\n-- changed\n'));
    const missing = { ...(await staged('restore-missing-1')), id: 'restore-not-there' };
    for (const source of [tampered, missing]) {
      await expect(restoreBackup(env(), source, source.id, hooks)).rejects.toEqual(
        new RestoreRefused('Il file non è un backup firmato da questa installazione.'),
      );
    }
    expect(await snapshot(h.db)).toEqual(before);
    expect(steps).toEqual([]);
    expect(announced).toBe(0);
  });

  it('takes a safety backup, switches, announces, reports its phases in order, and cleans up its file', async () => {
    await h.db.raw(`UPDATE catalog.products SET name = 'Cambiato' WHERE id = 1`);
    progress.length = 0;
    steps.length = 0;
    const source = await staged('restore-direct-1');
    const outcome = await restoreBackup(env(), source, source.id, hooks);
    expect(outcome.alreadyDone).toBe(false);
    expect(outcome.safetyBackup?.kind).toBe('safety');
    expect(steps).toEqual(['safety-backup-taken', 'database-switched', 'announced']);
    expect(announced).toBe(1);
    const phases = progress.map((p) => p.phase);
    expect(phases[0]).toMatch(/^Backup di sicurezza: [a-zà-ù]/);
    expect(phases.at(-1)).toBe('Ripristino del database');
    expect(progress.at(-1)!.percent).toBe(60);
    const safetyPercents = progress.slice(0, -1).map((p) => p.percent);
    expect(Math.max(...safetyPercents)).toBeLessThanOrEqual(40);
    expect(Math.max(...safetyPercents)).toBeGreaterThan(0);
    const { rows } = await h.db.raw(`SELECT name FROM catalog.products WHERE id = 1`);
    expect(rows[0].name).not.toBe('Cambiato');
    await expect(stat(incomingPath(h.backupDir, source))).rejects.toThrow();

    // Delivered again (at least once): no second safety backup, no second switch, the caches told again.
    steps.length = 0;
    const again = await restoreBackup(env(), await staged('restore-direct-1'), 'restore-direct-1', hooks);
    expect(again).toEqual({ safetyBackup: null, alreadyDone: true });
    expect(steps).toEqual(['announced']);
    // …and once more after the first delivery had already removed its file (killed before its ack).
    await expect(restoreBackup(env(), source, source.id, hooks)).resolves.toEqual(again);
  });
});
