import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonError } from '../routing/json-error.ts';
import { matchPathOf, pathOf } from './canonical-path.ts';

// On the gateway itself, under /api and under each remote: service-internal endpoints (svc-auth's
// /internal/session, svc-catalog's /api/internal/*) and the storefront's server renderer (/__ssr).
const NEVER_PUBLIC = /^(\/api|\/remotes\/[^/]+)?\/(internal|__ssr)(\/|$)/;
// Operations endpoints: served on each app's operator port (OPS_PORT), never on the public listener,
// whatever the caller's address or headers (docs/decisions/operator-port.md).
const OPERATORS_ONLY = /^(\/remotes\/[^/]+)?\/(metrics|readyz)$/;

/** Runs on the canonical path, before anything else answers: internal and operator endpoints are 404 for everyone. */
export function closeInternalSurfaces(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = matchPathOf(req);
  if (!NEVER_PUBLIC.test(path) && !OPERATORS_ONLY.test(path)) return next();
  res.setHeader('Cache-Control', 'no-store');
  sendJsonError(res, 404, `Percorso non trovato: ${req.method} ${pathOf(req)}`);
}
