import type { Request } from 'express';
import { gatewayClientAddress } from '@vetrina/service-kit';

/**
 * The address sign-in limits count against: the one the gateway resolved, believed only with the
 * gateway token (service-kit's gatewayClientAddress); anyone reaching this port directly is counted
 * by the socket's own address, so a made-up header cannot buy a fresh counter per attempt.
 */
export const clientAddress = (req: Request, gatewayToken: string): string =>
  gatewayClientAddress(req, gatewayToken);
