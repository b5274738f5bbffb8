import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { IDENTITY_HEADERS } from '@vetrina/contracts';
import { sendJsonError } from '../routing/json-error.ts';
import { matchPathOf } from './canonical-path.ts';

// On the gateway itself, under /api and under each remote: service-internal endpoints (svc-auth's
// /internal/session, svc-catalog's /api/internal/*) and the storefront's server renderer (/__ssr).
const NEVER_PUBLIC = /^(\/api|\/remotes\/[^/]+)?\/(internal|__ssr)(\/|$)/;
// Operations endpoints: the cluster's probes and scraper, never a visitor.
const OPERATORS_ONLY = /^(\/remotes\/[^/]+)?\/(metrics|readyz)$/;
const PRIVATE_ADDRESS = /^(::ffff:)?(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)|^::1$|^f[cd]/i;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The gateway token, as the services send it or as a scraper's bearer credentials. */
function carriesGatewayToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers[IDENTITY_HEADERS.gatewayToken];
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return [header, bearer].some((given) => typeof given === 'string' && sameSecret(given, token));
}

/**
 * A caller on the internal network: a private address that came through no proxy (an ingress always
 * adds X-Forwarded-For, so a visitor arriving through it never qualifies).
 */
function fromInternalNetwork(req: IncomingMessage): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && PRIVATE_ADDRESS.test(req.socket.remoteAddress ?? '');
}

/**
 * Runs on the canonical path, before anything else answers: internal endpoints are 404 for everyone;
 * /metrics and /readyz answer the internal network (kubelet probes, an in-cluster scraper) or a caller
 * holding the gateway token, and are 404 to anyone else.
 */
export function closeInternalSurfaces(gatewayToken: string): RequestHandler {
  return (req, res, next) => {
    const path = matchPathOf(req);
    const refused =
      NEVER_PUBLIC.test(path) ||
      (OPERATORS_ONLY.test(path) && !fromInternalNetwork(req) && !carriesGatewayToken(req, gatewayToken));
    if (!refused) return next();
    res.setHeader('Cache-Control', 'no-store');
    sendJsonError(res, 404, `Percorso non trovato: ${req.method} ${req.path}`);
  };
}
