import { rename } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backup } from '@vetrina/contracts';
import {
  type BackupHarness,
  makeBackup,
  restoreOwnBackup,
  startBackupHarness,
} from '../test/backup-harness.ts';
import {
  A,
  B,
  C,
  filesPresent,
  inodeOf,
  mountUploadsFolder,
  partFiles,
  prepareStates,
  wholeState,
  type StateName,
} from '../test/photo-states.ts';
import type { RestoreStep } from './restore.ts';

describe('a full restore whose photos differ from the current ones', () => {
  let h: BackupHarness;
  let unmount: (() => void) | undefined;
  let worker: { close(): Promise<void> };
  let backup: Backup;
  let snapshots: Record<StateName, Record<string, string>>;
  const seen = new Map<RestoreStep, { state: StateName; oldPhotos: boolean; newPhotos: boolean }>();

  beforeAll(async () => {
    h = await startBackupHarness({ startWorker: false });
    unmount = mountUploadsFolder(h.uploadsDir);
    // What the site shows at each step of the restore, seen from inside the worker.
    worker = h.system.startWorker({
      onRestoreStep: async (step) => {
        if (seen.has(step)) return;
        seen.set(step, {
          state: await wholeState(h, snapshots),
          oldPhotos: await filesPresent(h.photos, [A, B]),
          newPhotos: await filesPresent(h.photos, [B, C]),
        });
      },
    });
    snapshots = await prepareStates(h, async () => {
      backup = await makeBackup(h, { full: true });
    });
  });
  afterAll(async () => {
    await worker.close();
    unmount?.();
    await h.stop();
  });

  it('adds the missing photos before the database switches, keeps the old ones, never renames the folder', async () => {
    expect(backup.full).toBe(true);
    expect(await wholeState(h, snapshots)).toBe('old');
    const folder = await inodeOf(h.uploadsDir);
    if (unmount) {
      // Like a compose or Kubernetes volume: the folder itself cannot be renamed.
      await expect(rename(h.uploadsDir, `${h.uploadsDir}.moved`)).rejects.toThrow(/EBUSY/);
    }

    const res = await restoreOwnBackup(h, backup);
    expect(res.status).toBe(200);

    // Before the switch the old state is whole, and the new state's photos are all there already.
    expect(seen.get('photos-added')).toEqual({ state: 'old', oldPhotos: true, newPhotos: true });
    // Right after it the new state is whole, and the old state's photos are still there.
    expect(seen.get('database-switched')).toEqual({ state: 'new', oldPhotos: true, newPhotos: true });
    expect(await wholeState(h, snapshots)).toBe('new');
    // A is left to the unreferenced-upload cleanup (after its grace period); nothing half-written stays.
    expect(await filesPresent(h.photos, [A])).toBe(true);
    expect(await partFiles(h.uploadsDir)).toEqual([]);
    expect(await inodeOf(h.uploadsDir)).toBe(folder);
  });

  it('adds nothing when the photos are there already', async () => {
    const { stat } = await import('node:fs/promises');
    const original = path.join(h.uploadsDir, `.originals/${C.name}.jpg`);
    const before = await stat(original);
    const res = await restoreOwnBackup(h, backup, 'di-nuovo.tar.gz');
    expect(res.status).toBe(200);
    expect(await wholeState(h, snapshots)).toBe('new');
    // Untouched: the same file, not a copy put over it.
    expect((await stat(original)).ino).toBe(before.ino);
  });
});
