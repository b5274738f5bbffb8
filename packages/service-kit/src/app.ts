import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { Logger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { attachOpsApp, createOpsApp, type ReadinessCheck } from './ops-app.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { requestGuard } from './request-guard.ts';
import { requestLog } from './request-log.ts';
import { requireJson } from './require-json.ts';
import { HELMET_DEFAULTS, securityHeadersStep } from './security-headers.ts';

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
   * The handlers every request meets first, in order, given the kit's own: by default the request log,
   * helmet's headers, the metrics and the request guard (then the /healthz route). An app that orders its
   * own edge (the gateway: its canonical path first, its limits after liveness) places the kit's steps,
   * `health` among them, itself.
   */
  edge?: (kit: KitEdge) => EdgeHandler[];
  /** Routes mounted before the JSON parser (multipart uploads, streams). */
  rawRoutes?: (app: Express) => void;
  routes: (app: Express) => void;
}

/** A handler of the edge: works on plain node:http objects as well as Express's. */
export type EdgeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => unknown;

/** The kit's steps of the edge, for an app that orders its edge itself. */
export interface KitEdge {
  requestLog: EdgeHandler;
  helmet: EdgeHandler;
  metrics: EdgeHandler;
  requestGuard: EdgeHandler;
  /** Answers GET and HEAD /healthz (liveness), and passes every other request on. */
  health: EdgeHandler;
}

const HEALTHY = JSON.stringify({ status: 'ok' });

function answerHealthy(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(HEALTHY),
  });
  res.end(req.method === 'HEAD' ? undefined : HEALTHY);
}

/** Liveness on the public port as a step, matched as Express routes `app.get('/healthz')` (any case, one trailing slash). */
const health: EdgeHandler = (req, res, next) => {
  const path = (req.url ?? '').split('?')[0]!;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/healthz\/?$/i.test(path)) return next();
  answerHealthy(req, res);
};

/** The services' edge; /healthz is then a route of its own (its metrics labelled by it). */
const kitOrder = (kit: KitEdge) => [kit.requestLog, kit.helmet, kit.metrics, kit.requestGuard];

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

  const kit: KitEdge = {
    requestLog: requestLog(options.logger),
    helmet: securityHeadersStep(HELMET_DEFAULTS),
    metrics: metrics.middleware,
    requestGuard,
    health,
  };
  for (const handler of (options.edge ?? kitOrder)(kit)) app.use(handler);
  app.get('/healthz', answerHealthy);

  options.rawRoutes?.(app);
  app.use(requireJson);
  app.use(express.json({ limit: options.bodyLimit ?? '100kb', strict: true }));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  attachOpsApp(app, createOpsApp({ metrics, readiness: options.readiness, reported: options.reported }));
  return app;
}
