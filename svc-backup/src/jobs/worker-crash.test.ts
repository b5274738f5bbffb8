import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../backups/create-backup.ts';
import { stageUpload } from '../backups/restore-source.ts';
import {
  snapshot,
  startBackupHarness,
  TEST_SIGNING_KEYS,
  type BackupHarness,
} from '../test/backup-harness.ts';
import { restoreSessions, sleep, spawnWorker, until, writeSlowDump } from '../test/killed-worker.ts';

describe('a worker process killed mid-restore', () => {
  let h: BackupHarness;
  beforeAll(async () => {
    h = await startBackupHarness({ startWorker: false });
  });
  afterAll(async () => {
    await h.stop();
  });

  it(
    'leaves the database as it was, and the job runs again on another worker',
    { timeout: 90_000 },
    async () => {
      const backup = await createBackup(h.system.env, { kind: 'manual', full: false });
      const atBackup = await snapshot(h.db);
      // A signed dump that lingers halfway (after the data, before the constraints) so the kill lands inside psql.
      const slow = path.join(h.backupDir, 'slow-upload.sql');
      await writeSlowDump(await readFile(path.join(h.backupDir, backup.filename), 'utf8'), slow, 3);
      const source = await stageUpload(
        { path: slow, originalname: 'slow.sql' },
        { backupDir: h.backupDir, signingKey: TEST_SIGNING_KEYS, requestId: 'crash-test' },
      );

      await h.db.raw(`UPDATE catalog.products SET name = 'Dopo il backup' WHERE id <= 10`);
      await h.db.raw(`DELETE FROM auth.users WHERE username = 'editor'`);
      const beforeRestore = await snapshot(h.db);
      const job = await h.jobs.add({ type: 'restore', source }, source.id);

      const worker = spawnWorker(h, 'src/worker-main.ts', 'ignore');
      await until(
        async () => ((await restoreSessions(h)) > 0 ? true : undefined),
        30_000,
        'psql to start restoring',
      );
      await sleep(500);
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      // psql dies with its worker (parent-death signal): its transaction is rolled back, nothing committed.
      await until(async () => ((await restoreSessions(h)) === 0 ? true : undefined), 10_000, 'psql to end');
      expect(await snapshot(h.db)).toEqual(beforeRestore);
      expect(await h.db('backup.restore_runs').where({ job_id: source.id })).toEqual([]);

      // Another worker finds the stalled job and runs it again, to the end.
      const second = h.system.startWorker({ lockDurationMs: 2000, stalledIntervalMs: 2000 });
      try {
        const outcome = await h.jobs.waitFor(job, 60_000);
        expect(outcome.finished).toBe(true);
        expect(await snapshot(h.db)).toEqual(atBackup);
        const done = await h.jobs.queue.getJob(job.id!);
        expect(await done!.getState()).toBe('completed');
        expect(await h.db('backup.restore_runs').where({ job_id: source.id })).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
