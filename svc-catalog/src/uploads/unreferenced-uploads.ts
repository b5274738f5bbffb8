import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isPartialFile, whenNoUploadsWriter, type Db } from '@vetrina/service-kit';

export interface UnreferencedUploadsOptions {
  db: Db;
  uploadsDir: string;
  originalsDir: string;
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

/** Regular files of a folder that `wanted` accepts, with their modification time (nothing when it is missing). */
async function filesOf(
  dir: string,
  wanted: (name: string) => boolean,
): Promise<{ file: string; mtimeMs: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((e) => e.isFile() && wanted(e.name))
      .map(async (e) => {
        const file = path.join(dir, e.name);
        const info = await stat(file).catch(() => null);
        return info ? { file, mtimeMs: info.mtimeMs } : null;
      }),
  );
  return files.filter((f) => f !== null);
}

const isPicture = (name: string) => !name.startsWith('.');

/**
 * Removes the pictures (every served variant and the kept original, together) that no product,
 * media item or category names any more and that are older than the grace period, and the hidden
 * `.part` files an interrupted write left behind. Returns the removed picture names. While an upload
 * or a restore is writing photos (the uploads lock), nothing is removed: the next run does it.
 */
export async function removeUnreferencedUploads(options: UnreferencedUploadsOptions): Promise<string[]> {
  const removed = await whenNoUploadsWriter(options.db, () => removeUnreferenced(options));
  return removed ?? [];
}

async function removeUnreferenced(options: UnreferencedUploadsOptions): Promise<string[]> {
  const now = (options.now ?? Date.now)();
  const folders = [options.uploadsDir, options.originalsDir];
  for (const dir of folders)
    for (const part of await filesOf(dir, isPartialFile))
      if (now - part.mtimeMs >= options.graceMs) await rm(part.file, { force: true });
  // Files first, references second: a picture uploaded and saved between the two reads is seen as
  // referenced, and one uploaded after the listing is not in it.
  const files = (await Promise.all(folders.map((dir) => filesOf(dir, isPicture)))).flat();
  const referenced = await referencedNames(options.db);
  const pictures = new Map<string, { files: string[]; newest: number }>();
  for (const { file, mtimeMs } of files) {
    const name = pictureNameOf(path.basename(file));
    const picture = pictures.get(name) ?? { files: [], newest: 0 };
    picture.files.push(file);
    picture.newest = Math.max(picture.newest, mtimeMs);
    pictures.set(name, picture);
  }
  const removed: string[] = [];
  for (const [name, picture] of pictures) {
    if (referenced.has(name) || now - picture.newest < options.graceMs) continue;
    // The largest WebP last: while it exists the picture still looks whole to anything listing it.
    const ordered = picture.files.sort(
      (a, b) => Number(a.endsWith(`${name}.webp`)) - Number(b.endsWith(`${name}.webp`)),
    );
    for (const file of ordered) await rm(file, { force: true });
    removed.push(name);
  }
  return removed.sort();
}
