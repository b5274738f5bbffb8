import { SIGN_IN_TEXTS as T } from '@vetrina/contracts/admin-sign-in';

/** A JSON POST to the gateway (same origin: the session cookie comes back with the answer). */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function serverMessage(res: Response): Promise<string | undefined> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/** The Italian sentence for a refused sign-in: `refused` for a 401, the server's own for too many attempts. */
export async function failureMessage(res: Response, refused: string | 'server'): Promise<string> {
  if (res.status === 401)
    return refused === 'server' ? ((await serverMessage(res)) ?? T.passkeyFailed) : refused;
  if (res.status === 429) return (await serverMessage(res)) ?? T.tooManyAttempts;
  return T.unavailable;
}
