import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, isHttpError, queryKeys, serverMessage } from '@vetrina/web-kit';
import type { ContactFormToken, ContactInput } from '@vetrina/contracts';
import { SECURITY_FAILED, SEND_FAILED, TOO_MANY_MESSAGES, type Notice } from './contact-texts.ts';

/**
 * The question to show and the signed, single-use token that names it. Read once per page (the server
 * render fetches it and hands it to the browser), then again after every submission: a token is spent.
 */
export function useContactFormToken(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contactForm,
    queryFn: () => apiGet<ContactFormToken>('/api/contact/form'),
    enabled,
  });
}

export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiSend('POST', '/api/contact', input);
}

/** The toast for a refused submission (spec §8 Contact): security check, rate limit, or anything else. */
export function sendFailureNotice(err: unknown): Notice {
  if (!isHttpError(err)) return SEND_FAILED;
  if (err.status === 422) return SECURITY_FAILED;
  if (err.status === 429) return { title: 'Errore', text: serverMessage(err, TOO_MANY_MESSAGES) };
  return SEND_FAILED;
}

/** Field messages of a 400 answer (`{message, issues: [{path, message}]}`), by field name. */
export function fieldIssues(err: unknown): Array<{ field: string; message: string }> {
  if (!isHttpError(err) || err.status !== 400) return [];
  const issues = (err.body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
    Array.isArray(issue.path) && typeof issue.path[0] === 'string' && typeof issue.message === 'string'
      ? [{ field: issue.path[0], message: issue.message }]
      : [],
  );
}
