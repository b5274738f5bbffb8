import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, BackupKind } from '@vetrina/contracts';

/**
 * The backup store: one folder of `vetrina-<UTC time>-<kind>.sql|.tar.gz` files, each with a
 * `<file>.json` sidecar holding its SHA-256. The strict name pattern is also what keeps a download or
 * delete request inside the folder.
 */
export const BACKUP_NAME =
  /^vetrina-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(manual|scheduled|safety)\.(sql|tar\.gz)$/;

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

export function backupName(kind: BackupKind, full: boolean, at = new Date()): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  return `vetrina-${time}-${kind}.${full ? 'tar.gz' : 'sql'}`;
}

function parseName(name: string) {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, time, kind, ext] = match;
  const iso = time!.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');
  return { createdAt: new Date(iso).toISOString(), kind: kind as BackupKind, full: ext === 'tar.gz' };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function createBackupStore(dir: string) {
  const pathOf = (name: string) => {
    if (!isBackupName(name)) throw new Error(`not a backup name: ${name}`);
    return path.join(dir, name);
  };

  async function entryOf(name: string): Promise<Backup | undefined> {
    const parsed = parseName(name);
    if (!parsed) return undefined;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    let sha256: string;
    try {
      sha256 = (JSON.parse(await readFile(`${file}.json`, 'utf8')) as { sha256: string }).sha256;
    } catch {
      // A file copied into the folder by hand: hash it once and remember.
      sha256 = await sha256Of(file);
      await writeFile(`${file}.json`, JSON.stringify({ sha256 })).catch(() => undefined);
    }
    return {
      filename: name,
      createdAt: parsed.createdAt,
      size: info.size,
      kind: parsed.kind,
      full: parsed.full,
      sha256,
      downloadUrl: `/api/admin/database/backups/${encodeURIComponent(name)}`,
    };
  }

  return {
    dir,
    pathOf,
    entryOf,
    /** Newest first. */
    async list(): Promise<Backup[]> {
      await mkdir(dir, { recursive: true });
      const names = (await readdir(dir)).filter(isBackupName).sort().reverse();
      const entries = await Promise.all(names.map(entryOf));
      return entries.filter((entry): entry is Backup => entry !== undefined);
    },
    /** A temporary path in the store's folder (same file system, so `commit` is an atomic rename). */
    async tempPath(suffix: string): Promise<string> {
      await mkdir(path.join(dir, '.tmp'), { recursive: true });
      return path.join(dir, '.tmp', `${randomBytes(8).toString('hex')}${suffix}`);
    },
    /** Moves a finished file into the store; `sha256` when the caller already hashed it. */
    async commit(tempFile: string, name: string, sha256?: string): Promise<Backup> {
      sha256 ??= await sha256Of(tempFile);
      await writeFile(`${pathOf(name)}.json`, JSON.stringify({ sha256 }));
      await rename(tempFile, pathOf(name));
      return (await entryOf(name))!;
    },
    async remove(name: string): Promise<boolean> {
      const file = pathOf(name);
      const existed = await stat(file).then(
        () => true,
        () => false,
      );
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
      return existed;
    },
  };
}

export type BackupStore = ReturnType<typeof createBackupStore>;
