import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isPartialFile, syncFolder, writeFileAtomically, writeStreamAtomically } from '../atomic-file.ts';
import {
  checkPhotoKey,
  isPhotoKey,
  ORIGINALS_PREFIX,
  type ByteRange,
  type PhotoInfo,
  type PhotoObject,
  type PhotoPage,
  type PhotoStore,
  type PutOptions,
} from './photo-store.ts';

export interface FolderStoreOptions {
  /** UPLOADS_DIR: the served photos. */
  dir: string;
  /** ORIGINALS_DIR: the `.originals/` keys (default `<dir>/.originals`, which `/uploads` never serves). */
  originalsDir?: string;
}

const etagOf = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The photos in a local folder (today's UPLOADS_DIR): each object one file, put in place whole (a
 * hidden `.part` file, fsync'd, renamed over the key's name, then the folder fsync'd), so a reader
 * gets the old file or the new one and a put that returned survives a power cut.
 */
export class LocalFolderStore implements PhotoStore {
  readonly kind = 'folder' as const;
  readonly dir: string;
  readonly originalsDir: string;

  constructor(options: FolderStoreOptions) {
    this.dir = options.dir;
    this.originalsDir = options.originalsDir ?? path.join(options.dir, '.originals');
  }

  /** The file of a key (`.originals/x.jpg` lives in ORIGINALS_DIR). */
  fileOf(key: string): string {
    checkPhotoKey(key);
    if (key.startsWith(ORIGINALS_PREFIX))
      return path.join(this.originalsDir, key.slice(ORIGINALS_PREFIX.length));
    if (key.includes('/')) throw new Error(`no folder for photo key ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    const file = this.fileOf(key);
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true, mode: options.private ? 0o700 : 0o755 });
    const mode = options.private ? 0o600 : 0o644;
    if (Buffer.isBuffer(body)) await writeFileAtomically(file, body, mode);
    else await writeStreamAtomically(file, body, mode);
    // The rename reaches the disk before anything (a restore's database switch) names the photo.
    await syncFolder(folder);
  }

  async get(key: string, range?: ByteRange): Promise<PhotoObject | undefined> {
    const handle = await open(this.fileOf(key), 'r').catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    const length = range ? Math.max(0, Math.min(range.end, info.size - 1) - range.start + 1) : info.size;
    return { ...this.infoOf(key, info), body, length };
  }

  async head(key: string): Promise<PhotoInfo | undefined> {
    const info = await stat(this.fileOf(key)).catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
    return info?.isFile() ? this.infoOf(key, info) : undefined;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async list(prefix = '', page: { after?: string; limit?: number } = {}): Promise<PhotoPage> {
    const limit = page.limit ?? 1000;
    const keys = (await this.allKeys())
      .filter((key) => key.startsWith(prefix) && (page.after === undefined || key > page.after))
      .sort();
    const entries: PhotoInfo[] = [];
    for (const key of keys) {
      if (entries.length === limit) return { entries, next: entries.at(-1)!.key };
      const info = await this.head(key);
      if (info) entries.push(info);
    }
    return { entries };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async removeIncomplete(olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const folder of [this.dir, this.originalsDir])
      for (const name of await this.filesIn(folder, isPartialFile)) {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now - info.mtimeMs >= olderThanMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
    return removed;
  }

  private infoOf(key: string, info: { size: number; mtimeMs: number }): PhotoInfo {
    return { key, size: info.size, modifiedMs: info.mtimeMs, etag: etagOf(info.size, info.mtimeMs) };
  }

  private async filesIn(folder: string, wanted: (name: string) => boolean): Promise<string[]> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && wanted(entry.name)).map((entry) => entry.name);
  }

  private async allKeys(): Promise<string[]> {
    const isKey = (name: string) => isPhotoKey(name);
    const served = await this.filesIn(this.dir, isKey);
    const originals = await this.filesIn(this.originalsDir, isKey);
    return [...served, ...originals.map((name) => `${ORIGINALS_PREFIX}${name}`)];
  }
}
