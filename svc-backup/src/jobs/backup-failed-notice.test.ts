import { describe, expect, it } from 'vitest';
import type { Job } from '@vetrina/service-kit/jobs';
import { backupFailedNotice } from './backup-failed-notice.ts';
import type { DatabaseJobData } from './database-jobs.ts';

const jobOf = (data: DatabaseJobData, id = 'repeat:weekly-backup:1767225600000') =>
  ({ data, id, attemptsMade: 3 }) as unknown as Job<DatabaseJobData>;

describe('the notification of a backup failed for good', () => {
  it('says in Italian which backup failed and opens Database, keyed by the job (one per failure)', () => {
    expect(backupFailedNotice(jobOf({ type: 'backup', kind: 'scheduled', full: false }))).toEqual({
      notice: {
        kind: 'backup',
        title: 'Backup non riuscito',
        body: 'Il backup automatico non è riuscito dopo 3 tentativi. Apri Database per riprovare.',
        url: '/admin/database',
      },
      key: 'backup-failed-repeat:weekly-backup:1767225600000',
    });
    expect(
      backupFailedNotice(jobOf({ type: 'backup', kind: 'manual', full: true }, 'k-b/1'))?.notice.body,
    ).toMatch(/^Il backup richiesto non è riuscito/);
  });

  it('stays silent for a restore (the maker is looking at the screen that started it)', () => {
    const restore = { type: 'restore', source: { id: 'x' } } as unknown as DatabaseJobData;
    expect(backupFailedNotice(jobOf(restore))).toBeUndefined();
  });
});
