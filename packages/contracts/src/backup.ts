import * as z from 'zod';

export const backupSchema = z.object({
  filename: z.string(),
  createdAt: z.string(),
  size: z.number().int(),
  downloadUrl: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;
