import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { isPartialFile } from '@vetrina/service-kit';
import { sha256Of } from './backup-files.ts';

/**
 * The full backup: a `.tar.gz` holding `database.sql` (signed), `uploads/` (every photo) and
 * `uploads-manifest.json` (each photo's SHA-256). The dump carries the manifest's hash on a line the
 * signature covers, so changing, adding or removing a photo is detected like a change to the data.
 */
export const DUMP_ENTRY = 'database.sql';
export const MANIFEST_ENTRY = 'uploads-manifest.json';
export const UPLOADS_ENTRY = 'uploads';
const MANIFEST_LINE = /^-- vetrina-uploads-manifest: ([0-9a-f]{64})$/m;

export type Manifest = Record<string, string>;

/**
 * The photo files under `dir` as sorted `/`-separated relative paths (`a.webp`, `.originals/a.jpg`):
 * plain files only, without the hidden `.part` files an interrupted write may have left.
 */
export async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full, base);
      return entry.isFile() && !isPartialFile(entry.name)
        ? [path.relative(base, full).split(path.sep).join('/')]
        : [];
    }),
  );
  return nested.flat().sort();
}

export async function manifestOf(uploadsDir: string): Promise<Manifest> {
  const manifest: Manifest = {};
  for (const file of await filesUnder(uploadsDir))
    manifest[file] = await sha256Of(path.join(uploadsDir, file));
  return manifest;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The line to append to the dump before signing it. */
export const manifestLine = (manifestJson: string) =>
  `-- vetrina-uploads-manifest: ${hashOf(manifestJson)}\n`;

/** Packs the signed dump, its manifest and the photos exported to `<stageDir>/uploads`. */
export async function packArchive(stageDir: string, target: string): Promise<void> {
  await mkdir(path.join(stageDir, UPLOADS_ENTRY), { recursive: true });
  const notPartial = (entry: string) => !isPartialFile(path.basename(entry));
  await tar.c({ file: target, gzip: true, cwd: stageDir, portable: true, filter: notPartial }, [
    DUMP_ENTRY,
    MANIFEST_ENTRY,
    UPLOADS_ENTRY,
  ]);
}

export async function writeManifest(stageDir: string, manifest: Manifest): Promise<string> {
  const json = JSON.stringify(manifest);
  await writeFile(path.join(stageDir, MANIFEST_ENTRY), json);
  return json;
}

/** Why an entry may not be extracted: absolute, escaping, a link or device, or outside the layout. */
function entryProblem(entryPath: string, type: string): string | undefined {
  if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') return `tipo non ammesso (${type})`;
  if (entryPath.includes('\0') || entryPath.includes('\\')) return 'nome non valido';
  if (path.posix.isAbsolute(entryPath)) return 'percorso assoluto';
  const parts = entryPath.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '..' || part === '')) return 'percorso non valido';
  const top = parts[0];
  if (parts.length === 1 && (top === DUMP_ENTRY || top === MANIFEST_ENTRY || top === UPLOADS_ENTRY))
    return undefined;
  if (top !== UPLOADS_ENTRY) return 'voce inattesa';
  return undefined;
}

/** Checks every entry first, then extracts into `dir`; throws (nothing extracted) on a bad entry. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  const problems: string[] = [];
  await tar.t({
    file,
    onReadEntry: (entry) => {
      const problem = entryProblem(entry.path, entry.type);
      if (problem) problems.push(`${entry.path}: ${problem}`);
    },
  });
  if (problems.length > 0) throw new Error(`archive refused: ${problems.slice(0, 3).join('; ')}`);
  await mkdir(dir, { recursive: true });
  await tar.x({ file, cwd: dir, strict: true, preservePaths: false });
}

/** The manifest line sits just before the signature line, at the very end of a large file. */
async function tailOf(file: string, bytes = 1024): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(bytes, size));
    await handle.read(buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString('latin1');
  } finally {
    await handle.close();
  }
}

/** The extracted photos match the manifest the signed dump names (same files, same bytes). */
export async function uploadsMatchManifest(dir: string): Promise<boolean> {
  const dump = await tailOf(path.join(dir, DUMP_ENTRY)).catch(() => undefined);
  const json = await readFile(path.join(dir, MANIFEST_ENTRY), 'utf8').catch(() => undefined);
  if (dump === undefined || json === undefined) return false;
  const line = MANIFEST_LINE.exec(dump);
  if (!line || line[1] !== hashOf(json)) return false;
  const manifest = JSON.parse(json) as Manifest;
  const actual = await manifestOf(path.join(dir, UPLOADS_ENTRY));
  const names = Object.keys(manifest).sort();
  return (
    names.length === Object.keys(actual).length && names.every((name) => actual[name] === manifest[name])
  );
}
