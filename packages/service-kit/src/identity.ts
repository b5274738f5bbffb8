import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { IDENTITY_HEADERS } from '@vetrina/contracts';
import { forbidden, unauthorized } from './errors.ts';

export interface Identity {
  userId: number;
  username: string;
  isAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the request carries the gateway's shared token, so it came through the gateway. */
export const carriesGatewayToken = (req: Request, gatewayToken: string): boolean =>
  sameSecret(req.get(IDENTITY_HEADERS.gatewayToken) ?? '', gatewayToken);

/**
 * Admin routes trust identity headers only when the gateway's shared token comes with them,
 * so a request that bypassed the gateway is refused.
 */
export function requireIdentity(gatewayToken: string): RequestHandler {
  return (req, _res, next) => {
    const token = req.get(IDENTITY_HEADERS.gatewayToken);
    const userId = Number(req.get(IDENTITY_HEADERS.userId));
    if (!token || !sameSecret(token, gatewayToken) || !Number.isInteger(userId) || userId <= 0) {
      return next(unauthorized());
    }
    req.identity = {
      userId,
      username: decodeURIComponent(req.get(IDENTITY_HEADERS.username) ?? ''),
      isAdmin: req.get(IDENTITY_HEADERS.isAdmin) === 'true',
    };
    next();
  };
}

/** For user management and backups: signed-in users without isAdmin get 403. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.identity) return next(unauthorized());
  if (!req.identity.isAdmin)
    return next(forbidden('Solo gli amministratori possono eseguire questa operazione'));
  next();
};

export const identityOf = (req: Request): Identity => {
  if (!req.identity) throw unauthorized();
  return req.identity;
};
