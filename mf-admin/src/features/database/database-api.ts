import { queryOptions } from '@tanstack/react-query';
import type { Backup, BackupSchedule, DatabaseJob, RestoreResult } from '@vetrina/contracts';
import { apiGet, apiSend, apiUpload, queryKeys } from '@vetrina/web-kit';

const BASE = '/api/admin/database';

export const backupsQuery = queryOptions({
  queryKey: queryKeys.backups,
  queryFn: () => apiGet<Backup[]>(`${BASE}/backups`),
});

export const scheduleQuery = queryOptions({
  queryKey: [...queryKeys.backups, 'schedule'] as const,
  queryFn: () => apiGet<BackupSchedule>(`${BASE}/schedule`),
});

/** Backups and restores waiting or running now (this screen's or the weekly one). */
export const runningJobsQuery = queryOptions({
  queryKey: [...queryKeys.backups, 'jobs'] as const,
  queryFn: () => apiGet<DatabaseJob[]>(`${BASE}/jobs`),
});

const POLL_MS = 1000;
const isAccepted = (body: unknown): body is { jobId: string } =>
  typeof body === 'object' && body !== null && 'jobId' in body && !('filename' in body);

/** A job that outlasted its request (202): poll it until it ends. */
async function finishJob(jobId: string): Promise<DatabaseJob> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const job = await apiGet<DatabaseJob>(`${BASE}/jobs/${encodeURIComponent(jobId)}`);
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw new Error(job.error ?? 'Operazione non riuscita');
  }
}

export async function createBackup(full: boolean): Promise<Backup | null> {
  const body = await apiSend<Backup | { jobId: string }>('POST', `${BASE}/backup`, { full });
  return isAccepted(body) ? (await finishJob(body.jobId)).backup : body;
}

export async function restoreBackup(file: File): Promise<void> {
  const form = new FormData();
  form.append('backupFile', file);
  const body = await apiUpload<RestoreResult | { jobId: string }>(`${BASE}/restore`, form);
  if (isAccepted(body)) await finishJob(body.jobId);
}

export const deleteBackup = (filename: string) =>
  apiSend<void>('DELETE', `${BASE}/backups/${encodeURIComponent(filename)}`);
