import type { ServerResponse } from 'node:http';

export const UPSTREAM_DOWN = 'Servizio non raggiungibile';
export const UPSTREAM_TIMEOUT = 'Il servizio non ha risposto in tempo';
export const AUTH_REQUIRED = 'Autenticazione richiesta';
export const AUTH_UNAVAILABLE = 'Servizio di autenticazione non disponibile';
export const CROSS_SITE = 'Richiesta non consentita';

/** Writes `{message, issues}` on a raw response (proxy errors happen outside Express' error chain). */
export function sendJsonError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message, issues: [] });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
