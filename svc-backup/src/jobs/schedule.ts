import type { BackupSchedule } from '@vetrina/contracts';
import type { DatabaseQueue } from './database-jobs.ts';

export const WEEKLY_BACKUP = 'weekly-backup';

export interface ScheduleSettings {
  cron: string;
  timezone: string;
  keep: number;
}

/** The weekly backup as a BullMQ job scheduler (upserted at start, so a changed BACKUP_SCHEDULE applies). */
export async function scheduleBackups(jobs: DatabaseQueue, settings: ScheduleSettings): Promise<void> {
  await jobs.queue.upsertJobScheduler(
    WEEKLY_BACKUP,
    { pattern: settings.cron, tz: settings.timezone },
    { name: WEEKLY_BACKUP, data: { type: 'backup', kind: 'scheduled', full: false } },
  );
}

export async function readSchedule(jobs: DatabaseQueue, settings: ScheduleSettings): Promise<BackupSchedule> {
  const scheduler = await jobs.queue.getJobScheduler(WEEKLY_BACKUP);
  return {
    cron: scheduler?.pattern ?? settings.cron,
    timezone: scheduler?.tz ?? settings.timezone,
    nextRunAt: scheduler?.next ? new Date(scheduler.next).toISOString() : null,
    keep: settings.keep,
  };
}
