import { isIP } from 'node:net';
import type { Request } from 'express';
import { carriesGatewayToken } from './identity.ts';

/**
 * The client address a service counts (sign-in and contact-form limits): the one the gateway resolved
 * and wrote as the whole of X-Forwarded-For, believed only on a request carrying the gateway token.
 * Anyone reaching the service directly is their socket's address, whatever header they send; a value
 * that is not one IP address is never believed. (Node's HTTP parser already strips the spaces around a
 * header's value; an absent header reads as "undefined", no IP address. A socket already closed has no
 * address: "undefined", one shared key.)
 */
export function gatewayClientAddress(req: Request, gatewayToken: string): string {
  const forwarded = String(req.get('x-forwarded-for'));
  if (isIP(forwarded) !== 0 && carriesGatewayToken(req, gatewayToken)) return forwarded;
  return String(req.socket.remoteAddress);
}
