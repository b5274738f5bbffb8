import type { ContactFormToken } from '@vetrina/contracts';
import { SECURITY_FAILED, SEND_FAILED, TOO_MANY_MESSAGES, type Notice } from './contact-texts.ts';
import type { ContactValues } from './contact-validation.ts';

/** A refused submission: the answer's status and its `{message, issues}` body (400 field issues). */
export class ContactRefusal extends Error {
  readonly status: number;
  readonly body: { message?: unknown; issues?: unknown } | null;
  constructor(status: number, body: ContactRefusal['body']) {
    super(`contact message refused with ${status}`);
    this.status = status;
    this.body = body;
  }
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** A new question and single-use token (the one shown is spent by every submission). */
export async function fetchContactFormToken(): Promise<ContactFormToken> {
  const res = await fetch('/api/contact/form', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new ContactRefusal(res.status, null);
  return (await res.json()) as ContactFormToken;
}

/** POST /api/contact with the token the form was shown with; the server decides the anti-bot checks. */
export async function sendContactMessage(
  values: ContactValues & { website: string } & Record<string, string>,
  form: ContactFormToken,
): Promise<void> {
  const res = await fetch('/api/contact', {
    method: 'POST',
    headers: JSON_HEADERS,
    credentials: 'same-origin',
    body: JSON.stringify({ ...values, questionIndex: form.questionIndex, formToken: form.token }),
  });
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as ContactRefusal['body'];
  throw new ContactRefusal(res.status, body);
}

/** The toast for a refused submission (spec §8 Contact): security check, rate limit, or anything else. */
export function sendFailureNotice(err: unknown): Notice {
  if (!(err instanceof ContactRefusal)) return SEND_FAILED;
  if (err.status === 422) return SECURITY_FAILED;
  if (err.status === 429) {
    const message = err.body?.message;
    return { title: 'Errore', text: typeof message === 'string' && message ? message : TOO_MANY_MESSAGES };
  }
  return SEND_FAILED;
}

/** Field messages of a 400 answer (`{message, issues: [{path, message}]}`), by field name. */
export function fieldIssues(err: unknown): Array<{ field: string; message: string }> {
  if (!(err instanceof ContactRefusal) || err.status !== 400) return [];
  const issues = err.body?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
    Array.isArray(issue.path) && typeof issue.path[0] === 'string' && typeof issue.message === 'string'
      ? [{ field: issue.path[0], message: issue.message }]
      : [],
  );
}
