import type { RequestHandler } from 'express';
import {
  ACTIVITY_SOURCES,
  IDENTITY_HEADERS,
  activityPageSchema,
  activityQuerySchema,
  type ActivitySource,
} from '@vetrina/contracts';
import type { GatewayConfig } from '../config.ts';
import { sendJsonError } from '../routing/json-error.ts';
import { upstreamUrl } from '../routing/route-table.ts';
import { mergePages, type SourcePage } from './merge-pages.ts';

export const ACTIVITY_PATH = '/api/admin/activity';
export const ACTIVITY_ADMINS_ONLY = 'Solo gli amministratori possono vedere le attività';
export const ACTIVITY_UNAVAILABLE = 'Le attività non sono disponibili in questo momento';

/** The identity and token headers sessionGuard set on the request, passed on to each service. */
const FORWARDED = [
  IDENTITY_HEADERS.gatewayToken,
  IDENTITY_HEADERS.userId,
  IDENTITY_HEADERS.username,
  IDENTITY_HEADERS.isAdmin,
  'x-request-id',
];

/**
 * `GET /api/admin/activity`: administrators only (sessionGuard already refused anyone signed out).
 * Asks every service's `/internal/activity` for the same page at once and merges them newest first;
 * a service that fails or is slow is left out and named in `unavailable`; 503 when none answers.
 * (docs/decisions/activity-log.md)
 */
export function activityRoute(config: GatewayConfig): RequestHandler {
  const timeoutMs = config.PROXY_TIMEOUT_MS;
  return async (req, res) => {
    if (req.get(IDENTITY_HEADERS.isAdmin) !== 'true') {
      return sendJsonError(res, 403, ACTIVITY_ADMINS_ONLY);
    }
    const parsed = activityQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
        message: issue.message,
      }));
      return void res.status(400).json({ message: 'Parametri non validi', issues });
    }
    const search = new URL(req.originalUrl, 'http://gateway').search;
    const headers = Object.fromEntries(FORWARDED.map((name) => [name, req.get(name) ?? '']));
    const fetchPage = async (source: ActivitySource): Promise<SourcePage> => {
      try {
        const response = await fetch(new URL(`/internal/activity${search}`, upstreamUrl(config, source)), {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = activityPageSchema.safeParse(response.ok ? await response.json() : null);
        if (!body.success) req.log?.warn({ source, status: response.status }, 'activity page refused');
        return { source, page: body.success ? body.data : null };
      } catch (err) {
        req.log?.warn({ source, err: (err as Error).message }, 'activity page unavailable');
        return { source, page: null };
      }
    };
    const pages = await Promise.all(ACTIVITY_SOURCES.map(fetchPage));
    if (pages.every((p) => p.page === null)) return sendJsonError(res, 503, ACTIVITY_UNAVAILABLE);
    res.set('Cache-Control', 'no-store').json(mergePages(pages, parsed.data.limit));
  };
}
