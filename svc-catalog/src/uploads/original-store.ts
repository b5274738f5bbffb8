import { allPhotos, ORIGINALS_PREFIX, type PhotoStore } from '@vetrina/service-kit/photos';
import { storeImage } from './image-store.ts';

const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** A content hash (uploads since pictures are content-addressed) or the UUID of an earlier upload. */
const NAME = /^(?:[0-9a-f]{32}|[0-9a-f-]{36})$/;

/** The bytes of an object, or `undefined` when it is gone. */
export async function bytesOf(store: PhotoStore, key: string): Promise<Buffer | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Keeps the uploaded bytes, untouched, under the private `.originals/` keys (EXIF included: never
 * served, and readable by the service's user only in a folder), so every served variant can be
 * rebuilt later.
 */
export async function keepOriginal(
  store: PhotoStore,
  name: string,
  bytes: Buffer,
  format: string,
): Promise<void> {
  await store.put(`${ORIGINALS_PREFIX}${name}.${EXTENSION[format] ?? 'bin'}`, bytes, { private: true });
}

/** Re-encodes every served file of every kept original (e.g. after adding a format or width). */
export async function rebuildFromOriginals(store: PhotoStore): Promise<number> {
  let rebuilt = 0;
  for await (const { key } of allPhotos(store, ORIGINALS_PREFIX)) {
    const file = key.slice(ORIGINALS_PREFIX.length);
    const name = file.slice(0, file.lastIndexOf('.'));
    if (!NAME.test(name)) continue;
    const bytes = await bytesOf(store, key);
    if (!bytes) continue;
    await storeImage(store, bytes, name);
    rebuilt += 1;
  }
  return rebuilt;
}
