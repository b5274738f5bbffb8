import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { IDENTITY_HEADERS } from '@vetrina/contracts';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the request carries the gateway's shared token (so it came through the gateway). */
export const isFromGateway = (req: Request, gatewayToken: string): boolean =>
  sameSecret(req.get(IDENTITY_HEADERS.gatewayToken) ?? '', gatewayToken);
