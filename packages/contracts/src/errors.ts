import * as z from 'zod';

/** The one wire shape of every API error: `{ message, issues }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .default([]),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiIssue = ApiError['issues'][number];
