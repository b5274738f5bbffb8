import type { Backup } from '@vetrina/contracts';
import {
  recordActivity,
  type ActivityRecord,
  type ActivityTableOptions,
  type Db,
} from '@vetrina/service-kit';
import type { RestoreSource } from '../backups/restore-source.ts';

/** svc-backup's own schema: its activity table lives there, outside the dumped (and restored) schemas. */
export const BACKUP_SCHEMA = 'backup';
export const BACKUP_ACTIVITY: ActivityTableOptions = { schema: BACKUP_SCHEMA };

/** Who asked: the signed-in user's name, or null for the weekly schedule (the system). */
export type RequestedBy = string | null;

const actorOf = (requestedBy: RequestedBy) => (requestedBy ? { username: requestedBy } : null);

/** The backups screen, one anchor per file so deleting one backup unlinks only its own entries. */
export const backupHref = (filename: string) => `/admin/database#${encodeURIComponent(filename)}`;

const CREATED: Record<Backup['kind'], string> = {
  manual: 'Backup creato',
  scheduled: 'Backup settimanale programmato',
  safety: 'Backup di sicurezza prima di un ripristino',
};

const record = (db: Db, entry: ActivityRecord) => recordActivity(db, entry, BACKUP_ACTIVITY);

export const recordBackupCreated = (db: Db, backup: Backup, requestedBy: RequestedBy) =>
  record(db, {
    kind: 'backup',
    action: 'created',
    actor: actorOf(requestedBy),
    itemId: backup.filename,
    itemLabel: backup.filename,
    itemHref: backupHref(backup.filename),
    summary: `${CREATED[backup.kind]}${backup.full ? ' (completo, con le foto)' : ''}`,
  });

export const recordBackupDeleted = (db: Db, filename: string, requestedBy: RequestedBy) =>
  record(db, {
    kind: 'backup',
    action: 'deleted',
    actor: actorOf(requestedBy),
    itemId: filename,
    itemLabel: filename,
    itemHref: backupHref(filename),
    summary: 'Backup eliminato',
  });

/** A backup file uploaded to be restored (checked and staged; the restore entry follows it). */
export const recordBackupUploaded = (db: Db, source: RestoreSource, requestedBy: RequestedBy) =>
  record(db, {
    kind: 'backup',
    action: 'uploaded',
    actor: actorOf(requestedBy),
    itemId: source.id,
    itemLabel: source.originalName,
    summary: source.full ? 'Backup completo caricato per un ripristino' : 'Backup caricato per un ripristino',
  });

/**
 * The restore, written after the switch (the dumped schemas were just replaced; `backup` is not one of
 * them, so the entry survives it). A job run again after a crash finds its entry and adds none.
 */
export async function recordRestored(db: Db, source: RestoreSource, requestedBy: RequestedBy) {
  const already = await db
    .withSchema(BACKUP_SCHEMA)
    .table('activity')
    .where({ kind: 'restore', item_id: source.id })
    .first('id');
  if (already) return;
  await record(db, {
    kind: 'restore',
    action: 'restored',
    actor: actorOf(requestedBy),
    itemId: source.id,
    itemLabel: source.originalName,
    summary: source.full
      ? 'Database e foto ripristinati da un backup completo'
      : 'Database ripristinato da un backup',
  });
}
