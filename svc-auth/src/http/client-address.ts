import type { Request } from 'express';
import { isFromGateway } from './gateway-token.ts';

/**
 * The address sign-in limits count against. X-Forwarded-For is believed only on a request that
 * carries the gateway token (the gateway replaces the client's header with the one address it
 * resolved); anyone else reaching this port directly is counted by the socket's own address, so a
 * made-up header cannot buy a fresh counter per attempt.
 */
export function clientAddress(req: Request, gatewayToken: string): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (!isFromGateway(req, gatewayToken)) return socketAddress;
  const forwarded = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded && /^[\d.:a-f]{2,45}$/i.test(forwarded) ? forwarded : socketAddress;
}
