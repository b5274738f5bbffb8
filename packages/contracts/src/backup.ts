import * as z from 'zod';

/** Who made a backup: the owner's button, the weekly schedule, or a restore (taken just before it). */
export const backupKindSchema = z.enum(['manual', 'scheduled', 'safety']);
export type BackupKind = z.infer<typeof backupKindSchema>;

export const backupSchema = z.object({
  filename: z.string(),
  createdAt: z.string(),
  /** Bytes. */
  size: z.number().int(),
  downloadUrl: z.string(),
  kind: backupKindSchema,
  /** A full backup: a `.tar.gz` with the signed dump and every photo. */
  full: z.boolean(),
  sha256: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

/** Body of POST /api/admin/database/backup (empty body: a plain `.sql` backup). */
export const backupRequestSchema = z.object({ full: z.boolean().default(false) }).strict();

/** What a running job reports; the screen shows `phase` and `percent`. */
export const jobProgressSchema = z.object({ phase: z.string(), percent: z.number().min(0).max(100) });
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const databaseJobSchema = z.object({
  id: z.string(),
  type: z.enum(['backup', 'restore']),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'unknown']),
  progress: jobProgressSchema.nullable(),
  /** Italian reason when it failed. */
  error: z.string().nullable(),
  backup: backupSchema.nullable(),
});
export type DatabaseJob = z.infer<typeof databaseJobSchema>;

/** 202 answer when a job outlasts the request: poll `GET /api/admin/database/jobs/{jobId}`. */
export const jobAcceptedSchema = z.object({ jobId: z.string() });

export const restoreResultSchema = z.object({
  message: z.string(),
  safetyBackup: backupSchema.nullable(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export const backupScheduleSchema = z.object({
  cron: z.string(),
  timezone: z.string(),
  nextRunAt: z.string().nullable(),
  keep: z.number().int(),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;
