import type { Logger } from '@vetrina/service-kit';
import { allPhotos, isPrivatePhotoKey, type PhotoStore } from '@vetrina/service-kit/photos';
import { storeImage } from './image-store.ts';
import { bytesOf } from './original-store.ts';

const BASE_WEBP = /^(.+?)(?<!-w\d+)\.webp$/;

/**
 * Pictures stored before AVIF existed (demo images, older uploads) get their AVIF files from the
 * served WebP, so the storefront's `<picture>` finds every source it names.
 */
export async function addMissingAvif(store: PhotoStore, logger?: Logger): Promise<number> {
  const keys = new Set<string>();
  for await (const { key } of allPhotos(store)) if (!isPrivatePhotoKey(key)) keys.add(key);
  let added = 0;
  for (const key of keys) {
    const name = BASE_WEBP.exec(key)?.[1];
    if (!name || keys.has(`${name}.avif`)) continue;
    try {
      const webp = await bytesOf(store, key);
      if (!webp) continue;
      await storeImage(store, webp, name, ['avif']);
      added += 1;
    } catch (error) {
      logger?.warn({ key, err: (error as Error).message }, 'could not add the AVIF variants');
    }
  }
  if (added > 0) logger?.info({ added }, 'AVIF variants added to older pictures');
  return added;
}
