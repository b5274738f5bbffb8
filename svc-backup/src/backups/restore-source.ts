import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError, unsupportedMediaType, type KeyRing } from '@vetrina/service-kit';
import { DUMP_ENTRY, extractArchive, uploadsMatchManifest } from './archive.ts';
import { sha256Of } from './backup-files.ts';
import { hasValidSignature } from './signature.ts';
import { findMetaCommand } from './sql-guard.ts';

/** An uploaded backup that passed every check, staged under `<BACKUP_DIR>/.incoming/<id>`. */
export interface RestoreSource {
  /** File (`.sql`) or extracted folder (full archive) name in `.incoming`; also the job's id. */
  id: string;
  sha256: string;
  full: boolean;
  /** The name the owner uploaded, for messages. */
  originalName: string;
}

export const NOT_SIGNED = 'Il file non è un backup firmato da questa installazione.';
export const WRONG_TYPE = 'Sono accettati solo file .sql (o .tar.gz di un backup completo).';
const HAS_COMMANDS = 'Il file contiene comandi non ammessi e non può essere ripristinato.';

export const incomingDir = (backupDir: string) => path.join(backupDir, '.incoming');
export const incomingPath = (backupDir: string, source: Pick<RestoreSource, 'id'>) =>
  path.join(incomingDir(backupDir), source.id);

export function uploadKind(originalName: string): 'sql' | 'archive' | undefined {
  const name = originalName.toLowerCase();
  if (name.endsWith('.sql')) return 'sql';
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'archive';
  return undefined;
}

const refused = (message: string) =>
  new AppError(422, message, { issues: [{ path: ['backupFile'], message }] });

async function checkDump(file: string, signingKey: KeyRing): Promise<void> {
  if (!(await hasValidSignature(file, signingKey))) throw refused(NOT_SIGNED);
  if ((await findMetaCommand(file)) !== undefined) throw refused(HAS_COMMANDS);
}

/**
 * Checks an uploaded file before anything runs: the type, this installation's signature over the
 * dump (and, in an archive, over every photo through the manifest), and no psql meta-commands.
 * The temporary upload is always consumed: staged on success, deleted on refusal.
 */
export async function stageUpload(
  upload: { path: string; originalname: string },
  options: { backupDir: string; signingKey: KeyRing; requestId: string },
): Promise<RestoreSource> {
  try {
    const kind = uploadKind(upload.originalname);
    if (!kind) throw unsupportedMediaType(WRONG_TYPE);
    const sha256 = await sha256Of(upload.path);
    const source: RestoreSource = {
      id: `restore-${sha256.slice(0, 32)}-${options.requestId}`,
      sha256,
      full: kind === 'archive',
      originalName: upload.originalname,
    };
    const target = incomingPath(options.backupDir, source);
    await mkdir(incomingDir(options.backupDir), { recursive: true });
    if (kind === 'sql') {
      await checkDump(upload.path, options.signingKey);
      await rename(upload.path, target);
      return source;
    }
    try {
      await extractArchive(upload.path, target);
      await checkDump(path.join(target, DUMP_ENTRY), options.signingKey);
      if (!(await uploadsMatchManifest(target))) throw refused(NOT_SIGNED);
    } catch (error) {
      await rm(target, { recursive: true, force: true });
      if (error instanceof AppError) throw error;
      throw refused(NOT_SIGNED);
    }
    return source;
  } finally {
    await rm(upload.path, { force: true });
  }
}
