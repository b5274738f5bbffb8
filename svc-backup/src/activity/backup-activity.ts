import type { ActivityTableOptions } from '@vetrina/service-kit';

/** svc-backup's own schema: its activity table lives there, outside the dumped (and restored) schemas. */
export const BACKUP_SCHEMA = 'backup';
export const BACKUP_ACTIVITY: ActivityTableOptions = { schema: BACKUP_SCHEMA };
