import { sendJsonError } from '../routing/json-error.ts';
import type { RequestHandler } from 'express';

const IDENTITY_PREFIX = 'x-vetrina-';
// Dot segments would let a path look public here and resolve to an admin path further on.
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)|\\|%5c|%2f/i;

/**
 * Runs first on every request: a client can never send identity headers or the gateway token,
 * and services see the client address the gateway resolved (not a client-chosen X-Forwarded-For).
 */
export const forwardedHeaders: RequestHandler = (req, res, next) => {
  if (DOT_SEGMENT.test(req.path)) return sendJsonError(res, 400, 'Percorso non valido');
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith(IDENTITY_PREFIX)) delete req.headers[name];
  }
  req.headers['x-request-id'] = String(req.id);
  req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-proto'] = req.protocol;
  const host = req.get('host');
  if (host) req.headers['x-forwarded-host'] = host;
  delete req.headers['forwarded'];
  delete req.headers['x-real-ip'];
  next();
};
