import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { attachOpsApp, createOpsApp, type ReadinessCheck } from './ops-app.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { requestGuard } from './request-guard.ts';
import { requestLog } from './request-log.ts';
import { requireJson } from './require-json.ts';

export interface AppOptions {
  name: string;
  logger: Logger;
  /** Each check must resolve for the operator port's /readyz to answer 200 (e.g. PostgreSQL and Redis pings). */
  readiness?: Record<string, ReadinessCheck>;
  /** Checks /readyz reports without gating on them (a dependency the service can work without). */
  reported?: Record<string, ReadinessCheck>;
  /** JSON body limit; uploads use their own multipart handling. */
  bodyLimit?: string;
  /**
   * Handlers that run first, before the request log (the gateway's canonical path and closed internal
   * surfaces): in this app rather than in an app around it, which would cost each request a second
   * Express dispatch.
   */
  edge?: RequestHandler[];
  /** Routes mounted before the JSON parser (multipart uploads, streams). */
  rawRoutes?: (app: Express) => void;
  routes: (app: Express) => void;
}

/**
 * The Express app every service starts from: logs, security headers, limits, liveness, JSON errors.
 * Its readiness and metrics are on the operator surface (opsAppOf(app)), served on OPS_PORT: the public
 * listener answers 404 for /readyz and /metrics whoever asks.
 */
export function createApp(options: AppOptions): Express {
  const app = express();
  const metrics = createMetrics(options.name);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.set('query parser', 'simple');

  for (const handler of options.edge ?? []) app.use(handler);
  app.use(requestLog(options.logger));
  app.use(helmet());
  app.use(metrics.middleware);
  app.use(requestGuard);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));

  options.rawRoutes?.(app);
  app.use(requireJson);
  app.use(express.json({ limit: options.bodyLimit ?? '100kb', strict: true }));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  attachOpsApp(app, createOpsApp({ metrics, readiness: options.readiness, reported: options.reported }));
  return app;
}
