import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADERS } from '@vetrina/contracts';
import { matchesAny } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';
import { resolveClientAddress } from './client-address.ts';

const IDENTITY_PREFIX = 'x-vetrina-';

/** A request once the edge has resolved its client: `ip` as Express's `req.ip`, set by forwardedHeaders. */
export type ResolvedRequest = IncomingMessage & { ip?: string | undefined };

/**
 * The protocol the client used, as Express's `req.protocol` with the gateway's trust: the socket's, or
 * the first X-Forwarded-Proto entry when the peer is a trusted proxy.
 */
export function protocolOf(req: IncomingMessage, isTrustedProxy: (address: string) => boolean): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (!isTrustedProxy(req.socket.remoteAddress ?? '')) return own;
  const header = req.headers['x-forwarded-proto'];
  const value = (typeof header === 'string' && header !== '' ? header : own).split(',')[0]!;
  return value.trim();
}

/**
 * Runs first on every request: a client can never send identity headers or the gateway token, and
 * services see the client address the gateway resolved (req.ip, set here: the socket's address, or
 * what trusted proxies wrote in X-Forwarded-For), never a client's own X-Forwarded-For or X-Real-IP.
 */
export const forwardedHeaders =
  (isTrustedProxy: (address: string) => boolean) =>
  (req: ResolvedRequest, _res: ServerResponse, next: () => void): void => {
    const headers = req.headers;
    const forwardedFor = headers['x-forwarded-for'];
    const client = resolveClientAddress(
      req.socket.remoteAddress,
      typeof forwardedFor === 'string' ? forwardedFor : undefined,
      isTrustedProxy,
    );
    Object.defineProperty(req, 'ip', { value: client, configurable: true, enumerable: true });
    for (const name in headers) {
      if (name.startsWith(IDENTITY_PREFIX)) delete headers[name];
    }
    headers['x-request-id'] = String(req.id);
    headers['x-forwarded-proto'] = protocolOf(req, isTrustedProxy);
    headers['x-forwarded-for'] = client ?? '';
    if (headers.host) headers['x-forwarded-host'] = headers.host;
    delete headers['forwarded'];
    delete headers['x-real-ip'];
    next();
  };

/**
 * Requests bound for a service carry the gateway token, so a service believes the X-Forwarded-For
 * above (and identity headers) only from the gateway, never from a client that reached it directly.
 */
export function vouchForServiceRequests(gatewayToken: string, servicePrefixes: string[]) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    if (matchesAny(matchPathOf(req), servicePrefixes))
      req.headers[IDENTITY_HEADERS.gatewayToken] = gatewayToken;
    next();
  };
}
