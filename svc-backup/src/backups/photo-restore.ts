import { createReadStream } from 'node:fs';
import path from 'node:path';
import { isPhotoKey, isPrivatePhotoKey, type PhotoStore } from '@vetrina/service-kit/photos';
import { filesUnder } from './archive.ts';

/**
 * Adds to the photo store (folder or bucket) every photo of a backup that it lacks; nothing already
 * there is touched and nothing is removed. Photos are content-addressed (and older, non-hashed names
 * were random UUIDs), so a key that is present already holds the backup's picture. Each put is whole
 * and durable when it returns (a folder's file is fsync'd and renamed into place, then the folder
 * fsync'd; a bucket's object appears only once uploaded), so every photo is there before the database
 * names it. The uploads folder itself is never renamed or replaced: it may be a mount point.
 * Returns how many photos it added.
 */
export async function addMissingPhotos(
  fromDir: string,
  store: PhotoStore,
  onAdded: (key: string) => Promise<void> = async () => {},
): Promise<number> {
  let added = 0;
  for (const key of await filesUnder(fromDir)) {
    // Only the store's keys (a photo or `.originals/…`): nothing else was ever served or kept.
    if (!isPhotoKey(key) || (await store.exists(key))) continue;
    await store.put(key, createReadStream(path.join(fromDir, ...key.split('/'))), {
      private: isPrivatePhotoKey(key),
    });
    added += 1;
    await onAdded(key);
  }
  return added;
}
