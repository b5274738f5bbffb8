import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './errors.ts';

/** Errors body-parser raises, mapped to the status a client should see. */
function fromBodyParser(err: { type?: string; status?: number }): AppError | null {
  switch (err.type) {
    case 'entity.too.large':
      return new AppError(413, 'Richiesta troppo grande');
    case 'entity.parse.failed':
      return new AppError(400, 'JSON non valido');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'Codifica non supportata');
    case 'request.aborted':
      return new AppError(400, 'Richiesta interrotta');
    default:
      return null;
  }
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Richiesta non valida',
  408: 'Tempo scaduto per la ricezione della richiesta',
  413: 'Richiesta troppo grande',
  414: 'Indirizzo troppo lungo',
  415: 'Tipo di contenuto non supportato',
};

/**
 * A 4xx raised by Express or a library (http-errors: a path parameter that does not decode, a body
 * stream that fails to inflate): keeps the status, never the library's English internals.
 */
function fromClientHttpError(err: { status?: unknown; statusCode?: unknown }): AppError | null {
  const status = typeof err.status === 'number' ? err.status : err.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  return new AppError(status, CLIENT_ERROR_MESSAGES[status] ?? 'Richiesta non valida');
}

/**
 * PostgreSQL class 22 (data exception: NUL in text, integer out of range, malformed number): the
 * input was bad and validation let it through. Still the client's fault, so 400, logged as a warning
 * so the validation gap gets closed.
 */
function fromDataException(err: { code?: unknown; routine?: unknown }): AppError | null {
  const isPostgres = typeof err.routine === 'string';
  if (!isPostgres || typeof err.code !== 'string' || !err.code.startsWith('22')) return null;
  return new AppError(400, 'Dati non validi');
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
]);

/** A database or cache that cannot be reached is the server's outage, not a bug: 503, not 500. */
function fromDependencyOutage(err: { code?: string; name?: string }): AppError | null {
  if (err.name === 'KnexTimeoutError' || (err.code && UNAVAILABLE_CODES.has(err.code))) {
    return new AppError(503, 'Servizio temporaneamente non disponibile', { headers: { 'Retry-After': '5' } });
  }
  return null;
}

function classify(err: unknown): { error: AppError; gap: boolean } | null {
  if (err instanceof AppError) return { error: err, gap: false };
  const raw = (err ?? {}) as Record<string, never>;
  const known = fromBodyParser(raw) ?? fromClientHttpError(raw) ?? fromDependencyOutage(raw);
  if (known) return { error: known, gap: false };
  const data = fromDataException(raw);
  return data ? { error: data, gap: true } : null;
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `Percorso non trovato: ${req.method} ${req.path}`));
};

/** Answers every error as `{message, issues}`; never a stack trace, never a 500 for bad input. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = classify(err);
  if (res.headersSent) {
    // An answer is already on its way (e.g. the 408 of a body that stopped arriving): nothing to add.
    if (!known) req.log?.error({ err }, 'unhandled error after the response started');
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (known) {
    const { error, gap } = known;
    if (error.status >= 500 || gap) req.log?.warn({ err }, error.message);
    res.status(error.status).set(error.headers).json({ message: error.message, issues: error.issues });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Errore interno del server', issues: [] });
};
