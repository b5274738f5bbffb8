import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '@vetrina/service-kit';
import { storeImage } from './image-store.ts';

const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** A content hash (uploads since pictures are content-addressed) or the UUID of an earlier upload. */
const NAME = /^(?:[0-9a-f]{32}|[0-9a-f-]{36})$/;

/**
 * Keeps the uploaded bytes, untouched, outside the served uploads folder (EXIF included, so it is
 * readable by the service's user only), so every served variant can be rebuilt later.
 */
export async function keepOriginal(
  originalsDir: string,
  name: string,
  bytes: Buffer,
  format: string,
): Promise<void> {
  await mkdir(originalsDir, { recursive: true, mode: 0o700 });
  const file = path.join(originalsDir, `${name}.${EXTENSION[format] ?? 'bin'}`);
  await writeFileAtomically(file, bytes, 0o600);
}

/** Re-encodes every served file of every kept original (e.g. after adding a format or width). */
export async function rebuildFromOriginals(originalsDir: string, uploadsDir: string): Promise<number> {
  let rebuilt = 0;
  for (const file of await readdir(originalsDir).catch(() => [] as string[])) {
    const name = path.parse(file).name;
    if (!NAME.test(name)) continue;
    await storeImage(uploadsDir, await readFile(path.join(originalsDir, file)), name);
    rebuilt += 1;
  }
  return rebuilt;
}
