import type { ApiIssue } from '@vetrina/contracts';

/** The one error class of every service: a status, an Italian/English message and optional issues. */
export class AppError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[];
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    message: string,
    options: { issues?: ApiIssue[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.issues = options.issues ?? [];
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) => new AppError(400, message, { issues });
export const unauthorized = (message = 'Autenticazione richiesta') => new AppError(401, message);
export const forbidden = (message = 'Operazione non consentita') => new AppError(403, message);
export const notFound = (message = 'Risorsa non trovata') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unsupportedMediaType = (message = 'Tipo di contenuto non supportato') =>
  new AppError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
export const serviceUnavailable = (message = 'Servizio temporaneamente non disponibile') =>
  new AppError(503, message);
