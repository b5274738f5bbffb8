import { lstat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { copyFileAtomically, syncFolder } from '@vetrina/service-kit';
import { filesUnder } from './archive.ts';

const isPresent = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/**
 * Adds to the uploads folder every photo of a backup that it lacks, each file copied under a hidden
 * name, flushed and renamed into place; nothing already there is touched and nothing is removed.
 * Photos are content-addressed (and older, non-hashed names were random UUIDs), so a name that is
 * present already holds the backup's picture. The uploads folder itself is never renamed or
 * replaced: it may be a mount point (a compose or Kubernetes volume). Returns how many files it added.
 */
export async function addMissingPhotos(
  fromDir: string,
  uploadsDir: string,
  onAdded: (file: string) => Promise<void> = async () => {},
): Promise<number> {
  const touchedFolders = new Set<string>();
  let added = 0;
  for (const file of await filesUnder(fromDir)) {
    const target = path.join(uploadsDir, file);
    if (await isPresent(target)) continue;
    const folder = path.dirname(target);
    // The originals' folder stays private like the one svc-catalog creates.
    await mkdir(folder, { recursive: true, mode: file.startsWith('.') ? 0o700 : 0o755 });
    await copyFileAtomically(path.join(fromDir, file), target);
    touchedFolders.add(folder);
    added += 1;
    await onAdded(file);
  }
  // The renames reach the disk before the database names the photos.
  for (const folder of touchedFolders) await syncFolder(folder);
  return added;
}
