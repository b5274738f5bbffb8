import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { allPhotos, type PhotoStore } from '@vetrina/service-kit/photos';

/**
 * Copies every photo of the store (folder or bucket) into `dir`, each key a relative path
 * (`a.webp`, `.originals/a.jpg`), for a full backup to sign and pack. A photo removed by the cleanup
 * between the listing and its copy is left out (the manifest is made from what was copied).
 * Returns how many it copied.
 */
export async function exportPhotos(store: PhotoStore, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let copied = 0;
  for await (const { key } of allPhotos(store)) {
    const object = await store.get(key);
    if (!object) continue;
    const file = path.join(dir, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(object.body, createWriteStream(file));
    copied += 1;
  }
  return copied;
}
