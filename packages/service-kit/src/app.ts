import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { isDraining } from './http-drain.ts';
import type { Logger } from './logger.ts';
import { createMetrics } from './metrics.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { requestGuard } from './request-guard.ts';
import { requireJson } from './require-json.ts';

export type ReadinessCheck = () => Promise<void>;

export interface AppOptions {
  name: string;
  logger: Logger;
  /** Each check must resolve for /readyz to answer 200 (e.g. PostgreSQL and Redis pings). */
  readiness?: Record<string, ReadinessCheck>;
  /** Checks /readyz reports without gating on them (a dependency the service can work without). */
  reported?: Record<string, ReadinessCheck>;
  /** JSON body limit; uploads use their own multipart handling. */
  bodyLimit?: string;
  /** Routes mounted before the JSON parser (multipart uploads, streams). */
  rawRoutes?: (app: Express) => void;
  routes: (app: Express) => void;
}

const REQUEST_ID = 'x-request-id';
const READINESS_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS).unref(),
    ),
  ]);
}

async function runChecks(
  checks: Record<string, ReadinessCheck> = {},
): Promise<Record<string, 'ok' | 'down'>> {
  const results = await Promise.allSettled(Object.values(checks).map(withTimeout));
  return Object.fromEntries(
    Object.keys(checks).map((name, i) => [name, results[i]!.status === 'fulfilled' ? 'ok' : 'down']),
  );
}

/** The Express app every service starts from: logs, security headers, limits, health, metrics, JSON errors. */
export function createApp(options: AppOptions): Express {
  const app = express();
  const metrics = createMetrics(options.name);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const incoming = req.headers[REQUEST_ID];
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader(REQUEST_ID, id);
        return id;
      },
      autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
    }),
  );
  app.use(helmet());
  app.use(metrics.middleware);
  app.use(requestGuard);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const [required, reported] = await Promise.all([
      runChecks(options.readiness),
      runChecks(options.reported),
    ]);
    // A stopping process is not ready whatever its dependencies say (http-drain.ts).
    if (isDraining()) required.draining = 'down';
    const ready = Object.values(required).every((state) => state === 'ok');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks: { ...reported, ...required } });
  });
  app.get('/metrics', metrics.handler);

  options.rawRoutes?.(app);
  app.use(requireJson);
  app.use(express.json({ limit: options.bodyLimit ?? '100kb', strict: true }));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
