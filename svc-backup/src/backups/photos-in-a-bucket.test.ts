import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, type Backup } from '@vetrina/contracts';
import { allPhotos } from '@vetrina/service-kit/photos';
import { createTestS3Store } from '@vetrina/service-kit/testing/photos';
import {
  type BackupHarness,
  makeBackup,
  restoreOwnBackup,
  startBackupHarness,
} from '../test/backup-harness.ts';
import { A, B, C, filesPresent, prepareStates, wholeState, type StateName } from '../test/photo-states.ts';

/** 'Backup completo' and its restore with PHOTO_STORE=s3, on a real S3 server (Swift + s3api). */
describe('a full backup and restore with the photos in a bucket', () => {
  let s3: Awaited<ReturnType<typeof createTestS3Store>>;
  let h: BackupHarness;
  let backup: Backup;
  let snapshots: Record<StateName, Record<string, string>>;

  beforeAll(async () => {
    s3 = await createTestS3Store();
    h = await startBackupHarness({ s3: s3.env });
    snapshots = await prepareStates(h, async () => {
      backup = await makeBackup(h, { full: true });
    });
  }, 120_000);
  afterAll(async () => {
    await h.stop();
    await s3.stop();
  });

  const restore = (name: string) => restoreOwnBackup(h, backup, name);
  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const { key } of allPhotos(s3.store)) keys.push(key);
    return keys.sort();
  };

  it("puts the bucket's photos (served files and originals) in the backup", async () => {
    expect(h.photos.kind).toBe('s3');
    const entries: string[] = [];
    await tar.t({
      file: path.join(h.backupDir, backup.filename),
      onReadEntry: (entry) => void (entry.type === 'File' && entries.push(entry.path)),
    });
    const photos = entries.filter((entry) => entry.startsWith('uploads/')).map((entry) => entry.slice(8));
    expect(photos.sort()).toEqual([...Object.keys(B.files), ...Object.keys(C.files)].sort());
  });

  it('restores the data and adds the missing photos to the bucket, removing none', async () => {
    expect(await wholeState(h, snapshots)).toBe('old');
    expect(await filesPresent(h.photos, [C])).toBe(false);
    const res = await restore(backup.filename);
    expect(res.status).toBe(200);
    expect(await wholeState(h, snapshots)).toBe('new');
    // A (only the old state's) is left to the unreferenced-upload cleanup.
    expect(await filesPresent(h.photos, [A, B, C])).toBe(true);
    // The safety backup taken first holds the old state's photos, from the bucket too.
    expect(backupSchema.parse(res.body.safetyBackup)).toMatchObject({ kind: 'safety', full: true });
  });

  it('puts back a photo removed from the bucket since, touching nothing else', async () => {
    const before = await keysInBucket();
    const original = `.originals/${C.name}.jpg`;
    const untouched = await s3.store.head(`${B.name}.webp`);
    await s3.store.delete(original);
    const res = await restore('di-nuovo.tar.gz');
    expect(res.status).toBe(200);
    expect(await keysInBucket()).toEqual(before);
    expect(await filesPresent(h.photos, [C])).toBe(true);
    expect((await s3.store.head(`${B.name}.webp`))!.modifiedMs).toBe(untouched!.modifiedMs);
  });
});
