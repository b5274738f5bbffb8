import type { IncomingMessage, ServerResponse } from 'node:http';
import { WRITE_METHODS } from '@vetrina/service-kit';
import { CROSS_SITE, sendJsonError } from '../routing/json-error.ts';
import { underPrefix } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';
import { protocolOf } from './forwarded-headers.ts';

/**
 * Refuses state-changing API calls sent by another site (Sec-Fetch-Site, falling back to Origin).
 * Requests with neither header (curl, server-to-server) carry no ambient browser credentials risk.
 * It reads no cookie: whichever name the session cookie has (`__Host-` on https), SameSite=Strict and
 * these headers are what keep another site's request out.
 */
export function csrfGuard(publicUrl: string, isTrustedProxy: (address: string) => boolean = () => false) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!WRITE_METHODS.has(req.method ?? '') || !underPrefix(matchPathOf(req), '/api')) return next();
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return sendJsonError(res, 403, CROSS_SITE);
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const own = new Set([publicOrigin, `${protocolOf(req, isTrustedProxy)}://${req.headers.host}`]);
      if (!own.has(origin)) return sendJsonError(res, 403, CROSS_SITE);
    }
    next();
  };
}
