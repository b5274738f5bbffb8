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

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `Percorso non trovato: ${req.method} ${req.path}`));
};

/** Answers every error as `{message, issues}`; never a stack trace, never a 500 for bad input. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known =
    err instanceof AppError ? err : (fromBodyParser(err ?? {}) ?? fromDependencyOutage(err ?? {}));
  if (known) {
    if (known.status >= 500) req.log?.warn({ err }, known.message);
    res.status(known.status).set(known.headers).json({ message: known.message, issues: known.issues });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  if (res.headersSent) return void res.destroy();
  res.status(500).json({ message: 'Errore interno del server', issues: [] });
};
