import { createHash } from 'node:crypto';
import { allPhotos, isPrivatePhotoKey, type PhotoInfo, type PhotoStore } from './photo-store.ts';

export interface CopyProgress {
  /** Objects looked at so far (copied or already there). */
  done: number;
  total: number;
  copied: number;
  skipped: number;
}

/** A single-part S3 ETag is the MD5 of the bytes; a multipart one (`…-N`) or a file's is not. */
const MD5_ETAG = /^"?([0-9a-f]{32})"?$/;

async function md5Of(store: PhotoStore, key: string): Promise<string | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const hash = createHash('md5');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The target holds the same object: same size, and the same MD5 where its ETag is one. */
async function alreadyThere(from: PhotoStore, entry: PhotoInfo, there: PhotoInfo | undefined) {
  if (!there || there.size !== entry.size) return false;
  const md5 = MD5_ETAG.exec(there.etag)?.[1];
  return md5 === undefined || md5 === (await md5Of(from, entry.key));
}

/**
 * Copies every object of `from` that `to` lacks (or holds with other bytes) into `to`: idempotent
 * and resumable (run it again after an interruption and it copies only what is missing; an object
 * half-uploaded to a bucket is not visible, so it is copied again). Keys are content-addressed, so an
 * object already there with the same size and ETag is the same photo.
 */
export async function copyPhotos(
  from: PhotoStore,
  to: PhotoStore,
  onProgress: (progress: CopyProgress) => void = () => {},
  concurrency = 4,
): Promise<CopyProgress> {
  const entries: PhotoInfo[] = [];
  for await (const entry of allPhotos(from)) entries.push(entry);
  const progress: CopyProgress = { done: 0, total: entries.length, copied: 0, skipped: 0 };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < entries.length) {
      const entry = entries[next++]!;
      if (await alreadyThere(from, entry, await to.head(entry.key))) progress.skipped += 1;
      else {
        const object = await from.get(entry.key);
        if (object) {
          await to.put(entry.key, object.body, { private: isPrivatePhotoKey(entry.key) });
          progress.copied += 1;
        }
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, copyNext));
  return progress;
}
