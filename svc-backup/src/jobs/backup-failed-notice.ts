import type { PushNotice } from '@vetrina/contracts';
import type { Job } from '@vetrina/service-kit/jobs';
import type { DatabaseJobData } from './database-job-data.ts';

/** The maker's phone hears of a backup that failed for good (every attempt spent), with where to retry it. */
export function backupFailedNotice(
  job: Job<DatabaseJobData>,
): { notice: PushNotice; key: string } | undefined {
  if (job.data.type !== 'backup') return undefined;
  const which = job.data.kind === 'scheduled' ? 'Il backup automatico' : 'Il backup richiesto';
  return {
    notice: {
      kind: 'backup',
      title: 'Backup non riuscito',
      body: `${which} non è riuscito dopo ${job.attemptsMade} tentativi. Apri Database per riprovare.`,
      url: '/admin/database',
    },
    key: `backup-failed-${String(job.id).replace(/[^\w.:-]/g, '_')}`,
  };
}
