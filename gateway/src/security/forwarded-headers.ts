import type { RequestHandler } from 'express';
import { IDENTITY_HEADERS } from '@vetrina/contracts';
import { matchesAny } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';
import { resolveClientAddress } from './client-address.ts';

const IDENTITY_PREFIX = 'x-vetrina-';

/**
 * Runs first on every request: a client can never send identity headers or the gateway token, and
 * services see the client address the gateway resolved (req.ip, set here: the socket's address, or
 * what trusted proxies wrote in X-Forwarded-For), never a client's own X-Forwarded-For or X-Real-IP.
 */
export const forwardedHeaders =
  (isTrustedProxy: (address: string) => boolean): RequestHandler =>
  (req, _res, next) => {
    const client = resolveClientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), isTrustedProxy);
    Object.defineProperty(req, 'ip', { value: client, configurable: true, enumerable: true });
    for (const name of Object.keys(req.headers)) {
      if (name.startsWith(IDENTITY_PREFIX)) delete req.headers[name];
    }
    req.headers['x-request-id'] = String(req.id);
    req.headers['x-forwarded-for'] = client ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    const host = req.get('host');
    if (host) req.headers['x-forwarded-host'] = host;
    delete req.headers['forwarded'];
    delete req.headers['x-real-ip'];
    next();
  };

/**
 * Requests bound for a service carry the gateway token, so a service believes the X-Forwarded-For
 * above (and identity headers) only from the gateway, never from a client that reached it directly.
 */
export function vouchForServiceRequests(gatewayToken: string, servicePrefixes: string[]): RequestHandler {
  return (req, _res, next) => {
    if (matchesAny(matchPathOf(req), servicePrefixes))
      req.headers[IDENTITY_HEADERS.gatewayToken] = gatewayToken;
    next();
  };
}
