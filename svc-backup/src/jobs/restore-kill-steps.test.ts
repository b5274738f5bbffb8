import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../backups/create-backup.ts';
import { extractArchive } from '../backups/archive.ts';
import type { RestoreStep } from '../backups/restore.ts';
import { stageUpload } from '../backups/restore-source.ts';
import { startBackupHarness, TEST_SIGNING_KEYS, type BackupHarness } from '../test/backup-harness.ts';
import {
  A,
  filesPresent,
  inodeOf,
  mountUploadsFolder,
  partFiles,
  prepareStates,
  resetToOldState,
  wholeState,
  type StateName,
} from '../test/photo-states.ts';
import { restoreSessions, sleep, spawnWorker, until, writeSlowDump } from '../test/killed-worker.ts';

/** Where the worker is killed, and the state the shop must be left in. */
const KILLS: [stop: RestoreStep | 'inside the database switch', left: StateName][] = [
  ['safety-backup-taken', 'old'],
  ['photo-added', 'old'],
  ['photos-added', 'old'],
  ['inside the database switch', 'old'],
  ['database-switched', 'new'],
  ['announced', 'new'],
];

describe('a worker SIGKILLed at each step of a full restore', () => {
  let h: BackupHarness;
  let unmount: (() => void) | undefined;
  let snapshots: Record<StateName, Record<string, string>>;
  let archive: string;
  let folder: number;

  beforeAll(async () => {
    h = await startBackupHarness({ startWorker: false });
    unmount = mountUploadsFolder(h.uploadsDir);
    folder = await inodeOf(h.uploadsDir);
    let backupFile = '';
    snapshots = await prepareStates(h, async () => {
      const backup = await createBackup(h.system.env, { kind: 'manual', full: true });
      backupFile = path.join(h.backupDir, backup.filename);
    });
    // The same backup, its dump lingering inside the switch's transaction so a kill can land there.
    const unpacked = await mkdtemp(path.join(h.backupDir, 'unpacked-'));
    await extractArchive(backupFile, unpacked);
    const dump = path.join(unpacked, 'database.sql');
    await writeSlowDump(await readFile(dump, 'utf8'), dump, 1.5);
    archive = path.join(h.backupDir, 'slow-backup.tar.gz');
    await tar.c({ file: archive, gzip: true, cwd: unpacked, portable: true }, [
      'database.sql',
      'uploads-manifest.json',
      'uploads',
    ]);
    await rm(unpacked, { recursive: true, force: true });
  });
  afterAll(async () => {
    unmount?.();
    await h.stop();
  });

  /** Starts a worker that stops at `step` and SIGKILLs it there. */
  async function killWorkerAt(step: (typeof KILLS)[number][0]): Promise<void> {
    const child = spawnWorker(h, 'src/test/worker-stopping-at.ts', ['ignore', 'pipe', 'inherit'], {
      RESTORE_STOP_AT: step,
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    if (step === 'inside the database switch') {
      await until(async () => ((await restoreSessions(h)) > 0 ? true : undefined), 30_000, 'psql');
      await sleep(300);
    } else {
      await until(async () => (output.includes(`stopped at ${step}`) ? true : undefined), 30_000, step);
    }
    child.kill('SIGKILL');
    await exited;
    // psql dies with its worker (parent-death signal), and its transaction with it.
    await until(async () => ((await restoreSessions(h)) === 0 ? true : undefined), 10_000, 'psql to end');
  }

  it.each(KILLS)(
    'killed at %s: the %s state is left whole, and the job run again finishes',
    async (step, left) => {
      await resetToOldState(h);
      const upload = path.join(h.backupDir, 'upload.tar.gz');
      await copyFile(archive, upload);
      const source = await stageUpload(
        { path: upload, originalname: 'backup.tar.gz' },
        { backupDir: h.backupDir, signingKey: TEST_SIGNING_KEYS, requestId: step.replace(/\W/g, '-') },
      );
      const job = await h.jobs.add({ type: 'restore', source }, source.id);

      await killWorkerAt(step);
      expect(await wholeState(h, snapshots)).toBe(left);

      // The stalled job goes to another worker, which finishes it.
      const second = h.system.startWorker({ lockDurationMs: 2000, stalledIntervalMs: 2000 });
      try {
        expect((await h.jobs.waitFor(job, 60_000)).finished).toBe(true);
      } finally {
        await second.close();
      }
      expect(await wholeState(h, snapshots)).toBe('new');
      // The old state's photo is the cleanup's to remove (after its grace period), not the restore's.
      expect(await filesPresent(h.photos, [A])).toBe(true);
      expect(await partFiles(h.uploadsDir)).toEqual([]);
      expect(await inodeOf(h.uploadsDir)).toBe(folder);
    },
  );
});
