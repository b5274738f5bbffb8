import path from 'node:path';
import { whenNoUploadsWriter, type Db } from '@vetrina/service-kit';
import { allPhotos, type PhotoStore } from '@vetrina/service-kit/photos';

export interface UnreferencedUploadsOptions {
  db: Db;
  photos: PhotoStore;
  /** A picture younger than this is kept even when nothing names it yet (the owner's form is still open). */
  graceMs: number;
  now?: () => number;
}

/** `<name>.webp`, `<name>-w400.avif`, `<name>.jpg` (an original) → `<name>`. */
export const pictureNameOf = (file: string) => path.parse(file).name.replace(/-w\d+$/, '');

const UPLOAD_PATH = /\/uploads\/([^/?#\s]+)/;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every picture name a product, a product's media or a category points at. */
async function referencedNames(db: Db): Promise<Set<string>> {
  const rows = (await db.select('ref').from(
    db
      .select({ ref: 'image' })
      .from('products')
      .unionAll((q) => q.select({ ref: 'image' }).from('categories').whereNotNull('image'))
      .unionAll((q) => q.select({ ref: 'image_url' }).from('product_media'))
      .unionAll((q) => q.select({ ref: 'video_url' }).from('product_media').whereNotNull('video_url'))
      .as('refs'),
  )) as { ref: string }[];
  const names = new Set<string>();
  for (const { ref } of rows) {
    const file = UPLOAD_PATH.exec(ref)?.[1];
    if (file) names.add(pictureNameOf(safeDecode(file)));
  }
  return names;
}

/**
 * Removes the pictures (every served variant and the kept original, together) that no product,
 * media item or category names any more and that are older than the grace period, and the hidden
 * `.part` files (or unfinished multipart uploads) an interrupted write left behind. Returns the removed picture names. While an upload
 * or a restore is writing photos (the uploads lock), nothing is removed: the next run does it.
 */
export async function removeUnreferencedUploads(options: UnreferencedUploadsOptions): Promise<string[]> {
  const removed = await whenNoUploadsWriter(options.db, () => removeUnreferenced(options));
  return removed ?? [];
}

async function removeUnreferenced(options: UnreferencedUploadsOptions): Promise<string[]> {
  const now = (options.now ?? Date.now)();
  const { photos } = options;
  await photos.removeIncomplete(options.graceMs, now);
  // Keys first, references second: a picture uploaded and saved between the two reads is seen as
  // referenced, and one uploaded after the listing is not in it.
  const pictures = new Map<string, { keys: string[]; newest: number }>();
  for await (const { key, modifiedMs } of allPhotos(photos)) {
    const name = pictureNameOf(path.posix.basename(key));
    const picture = pictures.get(name) ?? { keys: [], newest: 0 };
    picture.keys.push(key);
    picture.newest = Math.max(picture.newest, modifiedMs);
    pictures.set(name, picture);
  }
  const referenced = await referencedNames(options.db);
  const removed: string[] = [];
  for (const [name, picture] of pictures) {
    if (referenced.has(name) || now - picture.newest < options.graceMs) continue;
    // The largest WebP last: while it exists the picture still looks whole to anything listing it.
    const ordered = picture.keys.sort((a, b) => Number(a === `${name}.webp`) - Number(b === `${name}.webp`));
    for (const key of ordered) await photos.delete(key);
    removed.push(name);
  }
  return removed.sort();
}
