import type { ErrorRequestHandler } from 'express';
import { AppError, badRequest } from './errors.ts';

const BROKEN_UPLOAD = 'Caricamento non valido';
const BROKEN_BODY =
  'Il file non è arrivato per intero o la richiesta non è un modulo multipart valido. Riprova.';

const isMulterError = (err: unknown): err is Error & { code: string; field?: string } =>
  err instanceof Error && err.name === 'MulterError' && typeof (err as { code?: unknown }).code === 'string';

/**
 * After a multipart parser (multer/busboy): everything it can raise is the client's fault (no boundary,
 * garbage, a part cut short, a malformed header, a body that stops), so 413 for a file over the limit
 * and 400 for the rest, never 500.
 */
export function multipartErrors(field: string, tooLarge: () => string): ErrorRequestHandler {
  return (err, _req, _res, next) => {
    if (err instanceof AppError) return next(err);
    if (isMulterError(err)) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, tooLarge()));
      return next(badRequest(BROKEN_UPLOAD, [{ path: [err.field ?? field], message: err.message }]));
    }
    next(badRequest(BROKEN_UPLOAD, [{ path: [field], message: BROKEN_BODY }]));
  };
}
