import type { RequestedBy } from '../activity/backup-activity.ts';
import type { RestoreSource } from '../backups/restore-source.ts';

/** A job of the database queue. `requestedBy`: the signed-in user for the activity log (absent on the schedule's jobs and older ones). */
export type DatabaseJobData =
  | { type: 'backup'; kind: 'manual' | 'scheduled'; full: boolean; requestedBy?: RequestedBy }
  | { type: 'restore'; source: RestoreSource; requestedBy?: RequestedBy };
