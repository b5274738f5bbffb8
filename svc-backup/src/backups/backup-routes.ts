import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
import { backupRequestSchema, type Backup, type DatabaseJob, type RestoreResult } from '@vetrina/contracts';
import {
  AppError,
  badRequest,
  identityOf,
  notFound,
  parse,
  type Db,
  type KeyRing,
} from '@vetrina/service-kit';
import { recordBackupDeleted, recordBackupUploaded } from '../activity/backup-activity.ts';
import type { Job } from '@vetrina/service-kit/jobs';
import type { DatabaseJobData, DatabaseJobResult, DatabaseQueue } from '../jobs/database-jobs.ts';
import { readSchedule, type ScheduleSettings } from '../jobs/schedule.ts';
import { isBackupName, type BackupStore } from './backup-files.ts';
import { incomingDir, stageUpload } from './restore-source.ts';
import { backupUpload, uploadedFile } from './upload.ts';

export interface BackupRuntime {
  /** For the activity log (backup.activity). */
  db: Db;
  store: BackupStore;
  jobs: DatabaseQueue;
  signingKey: KeyRing;
  schedule: ScheduleSettings;
  maxUploadBytes: number;
  /** How long a request waits for its job before answering 202 with the job id. */
  waitMs: number;
}

const BACKUP_FAILED = 'Errore nella creazione del backup';
const RESTORE_FAILED = 'Errore nel ripristino del database';

function backupFilename(req: Request): string {
  const name = String(req.params.filename ?? '');
  if (!isBackupName(name))
    throw badRequest('Nome del file di backup non valido', [
      { path: ['filename'], message: 'Nome non valido' },
    ]);
  return name;
}

/** Runs a job and answers with its result, or 202 + job id when it outlasts `waitMs`. */
async function answerWhenDone(
  runtime: BackupRuntime,
  res: Response,
  job: Job<DatabaseJobData>,
  fallbackMessage: string,
  answer: (result: DatabaseJobResult) => void,
) {
  try {
    const outcome = await runtime.jobs.waitFor<DatabaseJobResult>(job, runtime.waitMs);
    if (!outcome.finished) return void res.status(202).json({ jobId: job.id });
    answer(outcome.result);
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    // Refusals and SQL errors carry an Italian message meant for the owner; anything else does not.
    const message = /^(Il |Impossibile)/.test(reason) ? reason : fallbackMessage;
    throw new AppError(/^Il /.test(reason) ? 422 : 500, message, { cause: error });
  }
}

async function jobView(job: Job<DatabaseJobData>): Promise<DatabaseJob> {
  const state = await job.getState();
  const result = job.returnvalue as DatabaseJobResult | null;
  const progress =
    typeof job.progress === 'object' && job.progress !== null
      ? (job.progress as DatabaseJob['progress'])
      : null;
  return {
    id: job.id!,
    type: job.data.type,
    state:
      state === 'delayed' || state === 'prioritized' || state === 'waiting-children'
        ? 'waiting'
        : (state as DatabaseJob['state']),
    progress,
    error: state === 'failed' ? job.failedReason || null : null,
    backup: result?.backup ?? null,
  };
}

/** Multipart restore, mounted before the JSON parser. */
export function restoreRoute(app: Express, runtime: BackupRuntime): void {
  const restore: RequestHandler = async (req, res) => {
    const file = uploadedFile(req);
    if (!file)
      throw badRequest('Nessun file caricato', [{ path: ['backupFile'], message: 'Scegli un file .sql' }]);
    const requestId = typeof req.id === 'string' && /^[\w-]{1,64}$/.test(req.id) ? req.id : randomUUID();
    const source = await stageUpload(file, {
      backupDir: runtime.store.dir,
      signingKey: runtime.signingKey,
      requestId,
    });
    const requestedBy = identityOf(req).username;
    await recordBackupUploaded(runtime.db, source, requestedBy);
    const job = await runtime.jobs.add({ type: 'restore', source, requestedBy }, source.id);
    await answerWhenDone(runtime, res, job, RESTORE_FAILED, (result) => {
      const body: RestoreResult = { message: 'Ripristino completato', safetyBackup: result.safetyBackup };
      res.json(body);
    });
  };
  const [precheck, receive, uploadErrors] = backupUpload(() => ({
    tempDir: path.join(incomingDir(runtime.store.dir), 'upload'),
    maxBytes: runtime.maxUploadBytes,
  }));
  app.post('/api/admin/database/restore', precheck, receive, uploadErrors, restore);
}

/** `/api/admin/database/*` (JSON and downloads). */
export function backupRoutes(runtime: BackupRuntime): Router {
  const router = Router();
  router.get('/backups', async (_req, res) => {
    const backups: Backup[] = await runtime.store.list();
    res.json(backups);
  });
  router.get('/backups/:filename', async (req, res) => {
    const entry = await runtime.store.entryOf(backupFilename(req));
    if (!entry) throw notFound('Backup non trovato');
    res.set({
      'Content-Type': entry.full ? 'application/gzip' : 'application/sql; charset=utf-8',
      'Content-Length': String(entry.size),
      'Content-Disposition': `attachment; filename="${entry.filename}"`,
      'X-Content-SHA256': entry.sha256,
    });
    createReadStream(runtime.store.pathOf(entry.filename)).pipe(res);
  });
  router.delete('/backups/:filename', async (req, res) => {
    const filename = backupFilename(req);
    if (!(await runtime.store.remove(filename))) throw notFound('Backup non trovato');
    await recordBackupDeleted(runtime.db, filename, identityOf(req).username);
    res.status(204).end();
  });
  router.post('/backup', async (req, res) => {
    const { full } = parse(backupRequestSchema, req.body ?? {});
    const requestedBy = identityOf(req).username;
    const job = await runtime.jobs.add(
      { type: 'backup', kind: 'manual', full, requestedBy },
      `backup-${randomUUID()}`,
    );
    await answerWhenDone(runtime, res, job, BACKUP_FAILED, (result) => res.status(201).json(result.backup));
  });
  // Running and queued now; the weekly job's next run waits as 'delayed' and is not "running".
  router.get('/jobs', async (_req, res) => {
    const jobs = await runtime.jobs.queue.getJobs(['active', 'waiting', 'prioritized'], 0, 20, true);
    res.json(await Promise.all(jobs.filter(Boolean).map(jobView)));
  });
  router.get('/jobs/:id', async (req, res) => {
    const job = await runtime.jobs.queue.getJob(String(req.params.id));
    if (!job) throw notFound('Operazione non trovata');
    res.json(await jobView(job));
  });
  router.get('/schedule', async (_req, res) => {
    res.json(await readSchedule(runtime.jobs, runtime.schedule));
  });
  return router;
}
