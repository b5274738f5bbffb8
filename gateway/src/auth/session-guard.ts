import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADERS, adminUserSchema, carriesSessionCookie } from '@vetrina/contracts';
import { AUTH_REQUIRED, AUTH_UNAVAILABLE, sendJsonError } from '../routing/json-error.ts';
import { matchesAny, underPrefix, PUBLIC_ADMIN_PATHS } from '../routing/route-table.ts';
import { matchPathOf } from '../security/canonical-path.ts';

export interface SessionGuardOptions {
  authUrl: string;
  gatewayToken: string;
  timeoutMs: number;
}

/**
 * Every /api/admin/* call except sign-in/out is checked with svc-auth before it is proxied; the
 * identity headers are set here and only here.
 */
export function sessionGuard(options: SessionGuardOptions) {
  const sessionUrl = new URL('/internal/session', options.authUrl).toString();
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const path = matchPathOf(req);
    if (!underPrefix(path, '/api/admin') || matchesAny(path, PUBLIC_ADMIN_PATHS)) return next();
    const cookie = req.headers.cookie;
    if (!carriesSessionCookie(cookie)) return sendJsonError(res, 401, AUTH_REQUIRED);
    let response: Response;
    try {
      response = await fetch(sessionUrl, {
        headers: {
          cookie: cookie!,
          [IDENTITY_HEADERS.gatewayToken]: options.gatewayToken,
          'x-request-id': String(req.id),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      req.log?.warn({ err }, 'session check failed');
      return sendJsonError(res, 503, AUTH_UNAVAILABLE);
    }
    if (response.status === 401) return sendJsonError(res, 401, AUTH_REQUIRED);
    const parsed = response.ok ? adminUserSchema.safeParse(await response.json().catch(() => null)) : null;
    if (!parsed?.success) {
      req.log?.warn({ status: response.status }, 'unexpected session check answer');
      return sendJsonError(res, 503, AUTH_UNAVAILABLE);
    }
    const user = parsed.data;
    req.headers[IDENTITY_HEADERS.userId] = String(user.id);
    req.headers[IDENTITY_HEADERS.username] = encodeURIComponent(user.username);
    req.headers[IDENTITY_HEADERS.isAdmin] = String(user.isAdmin);
    req.headers[IDENTITY_HEADERS.gatewayToken] = options.gatewayToken;
    next();
  };
}
