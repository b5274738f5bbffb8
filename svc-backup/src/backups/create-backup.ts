import { appendFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, BackupKind, JobProgress } from '@vetrina/contracts';
import type { PhotoStore } from '@vetrina/service-kit/photos';
import {
  DUMP_ENTRY,
  manifestLine,
  manifestOf,
  packArchive,
  UPLOADS_ENTRY,
  writeManifest,
} from './archive.ts';
import { backupName, type BackupStore } from './backup-files.ts';
import { pgEnv, runTool, type PgTools } from './pg-tools.ts';
import type { KeyRing } from '@vetrina/service-kit';
import { exportPhotos } from './photo-export.ts';
import { signFile } from './signature.ts';

/** The schemas of the three services; svc-backup's own bookkeeping schema is left out on purpose. */
export const DUMPED_SCHEMAS = ['catalog', 'content', 'auth'];

export interface BackupEnvironment {
  tools: PgTools;
  databaseUrl: string;
  store: BackupStore;
  /** BACKUP_SIGNING_KEY's ring: the current key signs, replaced ones still verify. */
  signingKey: KeyRing;
  /** The photos a full backup carries and a full restore adds to: the folder or the bucket (PHOTO_STORE). */
  photos: PhotoStore;
}

export type ProgressReporter = (progress: JobProgress) => Promise<void> | void;

export function pgDumpArgs(file: string): string[] {
  return [
    '--format=plain',
    '--clean',
    '--if-exists',
    '--no-owner',
    ...DUMPED_SCHEMAS.map((schema) => `--schema=${schema}`),
    `--file=${file}`,
  ];
}

/** pg_dump into a temporary file, sign it (with the photos for a full backup), then rename it into the store. */
export async function createBackup(
  env: BackupEnvironment,
  options: { kind: BackupKind; full: boolean },
  report: ProgressReporter = () => {},
): Promise<Backup> {
  const stage = await env.store.tempPath('.stage');
  await mkdir(stage, { recursive: true });
  try {
    const dump = path.join(stage, DUMP_ENTRY);
    await report({ phase: 'Esportazione del database', percent: 10 });
    await runTool(env.tools.pgDump, pgDumpArgs(dump), pgEnv(env.databaseUrl, 'vetrina-backup-dump'));
    if (options.full) {
      await report({ phase: 'Copia delle foto', percent: 40 });
      const photos = path.join(stage, UPLOADS_ENTRY);
      await exportPhotos(env.photos, photos);
      await report({ phase: 'Elenco delle foto', percent: 50 });
      const manifestJson = await writeManifest(stage, await manifestOf(photos));
      await appendFile(dump, manifestLine(manifestJson));
    }
    await report({ phase: 'Firma del backup', percent: 60 });
    const dumpSha256 = await signFile(dump, env.signingKey);
    let file = dump;
    if (options.full) {
      await report({ phase: 'Archiviazione delle foto', percent: 70 });
      file = path.join(stage, 'archive.tar.gz');
      await packArchive(stage, file);
    }
    await report({ phase: 'Salvataggio del file', percent: 90 });
    // The stage lies in the store's folder: committing is an atomic rename.
    const name = backupName(options.kind, options.full);
    return await env.store.commit(file, name, options.full ? undefined : dumpSha256);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` scheduled backups; manual and safety ones are never pruned. */
export async function pruneScheduled(store: BackupStore, keep: number): Promise<string[]> {
  const scheduled = (await store.list()).filter((entry) => entry.kind === 'scheduled');
  const old = scheduled.slice(keep).map((entry) => entry.filename);
  for (const name of old) await store.remove(name);
  return old;
}
