import type { ApiIssue } from '@vetrina/contracts';
import { isHttpError } from '@vetrina/web-kit';

/** The `issues` of a 4xx JSON answer (field path + Italian message), or none. */
export function serverIssues(error: unknown): ApiIssue[] {
  if (!isHttpError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const issues = (error.body as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ApiIssue[]) : [];
}

/** Calls `apply(field, message)` for each server issue naming one of `fields`. */
export function applyServerIssues<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  apply: (field: Field, message: string) => void,
): void {
  for (const issue of serverIssues(error)) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) apply(field, issue.message);
  }
}
