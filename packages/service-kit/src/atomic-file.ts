import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files that readers may open at any moment (served photos) are written under a hidden temporary
 * name in the same folder, flushed to disk, then renamed into place: a reader sees the old file or
 * the whole new one, never a part, and a crash leaves only a hidden `.part` file behind.
 */
const PART_SUFFIX = '.part';

export const isPartialFile = (name: string) => name.startsWith('.') && name.endsWith(PART_SUFFIX);

const partNameFor = (target: string) =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}${PART_SUFFIX}`,
  );

async function flushFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a rename into it survives a power cut once this returns). */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function putInPlace(target: string, write: (part: string) => Promise<void>): Promise<void> {
  const part = partNameFor(target);
  try {
    await write(part);
    await flushFile(part);
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

export function writeFileAtomically(target: string, bytes: Buffer, mode = 0o644): Promise<void> {
  return putInPlace(target, async (part) => {
    const handle = await open(part, 'wx', mode);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
  });
}

/** Writes a stream (e.g. a sharp pipeline) to `target` with the same all-or-nothing guarantee. */
export function writeStreamAtomically(target: string, body: Readable, mode = 0o644): Promise<void> {
  return putInPlace(target, (part) => pipeline(body, createWriteStream(part, { flags: 'wx', mode })));
}

/** Copies `source` to `target` (any file system) with the same all-or-nothing guarantee. */
export function copyFileAtomically(source: string, target: string): Promise<void> {
  return putInPlace(target, (part) => copyFile(source, part));
}
