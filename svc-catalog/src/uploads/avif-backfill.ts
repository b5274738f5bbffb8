import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@vetrina/service-kit';
import { storeImage } from './image-store.ts';

const BASE_WEBP = /^(.+?)(?<!-w\d+)\.webp$/;
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Pictures stored before AVIF existed (demo images, older uploads) get their AVIF files from the
 * served WebP, so the storefront's `<picture>` finds every source it names.
 */
export async function addMissingAvif(uploadsDir: string, logger?: Logger): Promise<number> {
  let added = 0;
  for (const file of await readdir(uploadsDir).catch(() => [] as string[])) {
    const name = BASE_WEBP.exec(file)?.[1];
    if (!name || (await exists(path.join(uploadsDir, `${name}.avif`)))) continue;
    try {
      await storeImage(uploadsDir, path.join(uploadsDir, file), name, ['avif']);
      added += 1;
    } catch (error) {
      logger?.warn({ file, err: (error as Error).message }, 'could not add the AVIF variants');
    }
  }
  if (added > 0) logger?.info({ added }, 'AVIF variants added to older pictures');
  return added;
}
