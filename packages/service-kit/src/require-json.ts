import type { RequestHandler } from 'express';
import { unsupportedMediaType } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A state-changing request with a body must be JSON (multipart routes opt out by mounting earlier). */
export const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (STATE_CHANGING.has(req.method) && hasBody && !req.is('application/json'))
    return next(unsupportedMediaType());
  next();
};
