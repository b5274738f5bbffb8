import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { allPhotos, type PhotoStore } from '@vetrina/service-kit/photos';
import { snapshot, type BackupHarness } from './backup-harness.ts';

/**
 * Two states of a shop whose photos differ, for the restore tests: the OLD one (products 1 and 2
 * show pictures A and B) and the NEW one, in the backup (B and C). B is in both.
 */
export interface Picture {
  name: string;
  url: string;
  /** Key in the photo store (relative path in the uploads folder) → content. */
  files: Record<string, string>;
}

/** A content-addressed picture like svc-catalog stores one: served variants and a private original. */
export function picture(label: string): Picture {
  const name = createHash('sha256').update(`foto ${label}`).digest('hex').slice(0, 32);
  const files: Record<string, string> = {};
  for (const file of [`${name}-w400.webp`, `${name}.webp`, `${name}-w400.avif`, `${name}.avif`])
    files[file] = `${label}:${file}`;
  files[`.originals/${name}.jpg`] = `${label}:original`;
  return { name, url: `/uploads/${name}.webp`, files };
}

export const A = picture('A');
export const B = picture('B');
export const C = picture('C');
const OLD = { images: [A, B], name: 'Stato vecchio' };
const NEW = { images: [B, C], name: 'Stato nuovo' };
export type StateName = 'old' | 'new';

async function writePictures(photos: PhotoStore, pictures: Picture[]) {
  for (const { files } of pictures)
    for (const [key, content] of Object.entries(files))
      await photos.put(key, Buffer.from(content), { private: key.startsWith('.') });
}

/** Empties the store (never the folder itself: it may be a mount point). */
async function emptyStore(photos: PhotoStore) {
  const keys: string[] = [];
  for await (const { key } of allPhotos(photos)) keys.push(key);
  for (const key of keys) await photos.delete(key);
}

async function textOf(photos: PhotoStore, key: string): Promise<string | undefined> {
  const object = await photos.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function applyState(h: BackupHarness, state: typeof OLD) {
  await h.db.raw('ALTER TABLE catalog.products ADD COLUMN IF NOT EXISTS image text');
  for (const [index, image] of state.images.entries())
    await h
      .db('catalog.products')
      .where({ id: index + 1 })
      .update({ image: image.url, name: state.name });
  await emptyStore(h.photos);
  await writePictures(h.photos, state.images);
}

/** Sets up the NEW state (for the backup) and then the OLD one; returns each state's data snapshot. */
export async function prepareStates(h: BackupHarness, takeBackup: () => Promise<void>) {
  await applyState(h, NEW);
  const newSnapshot = await snapshot(h.db);
  await takeBackup();
  await applyState(h, OLD);
  return { old: await snapshot(h.db), new: newSnapshot };
}

export const resetToOldState = (h: BackupHarness) => applyState(h, OLD);

export async function filesPresent(photos: PhotoStore, pictures: Picture[]): Promise<boolean> {
  for (const { files } of pictures)
    for (const [key, content] of Object.entries(files))
      if ((await textOf(photos, key)) !== content) return false;
  return true;
}

/**
 * Which state the shop is in, checked whole: the data equals one state's and every file of every
 * picture that data names is there with its bytes. Throws when it is neither (a mix, or a photo missing).
 */
export async function wholeState(
  h: BackupHarness,
  snapshots: Record<StateName, Record<string, string>>,
): Promise<StateName> {
  const data = await snapshot(h.db);
  const rows = (await h
    .db('catalog.products')
    .whereNotNull('image')
    .orderBy('id')
    .pluck('image')) as string[];
  for (const [state, { images }] of [
    ['old', OLD],
    ['new', NEW],
  ] as const) {
    if (JSON.stringify(data) !== JSON.stringify(snapshots[state])) continue;
    if (JSON.stringify(rows) !== JSON.stringify(images.map((image) => image.url)))
      throw new Error(`${state} data naming other photos: ${rows.join(', ')}`);
    if (!(await filesPresent(h.photos, images))) throw new Error(`${state} state with a photo missing`);
    return state;
  }
  throw new Error('the data is neither the old state nor the new one');
}

/** Hidden `.part` files an interrupted copy may leave (none must stay after a finished restore). */
export async function partFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...(await partFiles(path.join(dir, entry.name))));
    else if (entry.name.endsWith('.part')) found.push(entry.name);
  }
  return found;
}

export const inodeOf = async (dir: string) => (await stat(dir)).ino;

/**
 * Makes the uploads folder a real mount point (a tmpfs, like a compose or Kubernetes volume) when
 * this process may mount (root); returns how to undo it. Elsewhere the folder stays a plain one, and
 * the tests still check that it is never renamed or replaced (same inode throughout).
 */
export function mountUploadsFolder(dir: string): (() => void) | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m,mode=755', 'tmpfs', dir], { stdio: 'ignore' });
    return () => execFileSync('umount', [dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
}
