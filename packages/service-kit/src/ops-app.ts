import express, { type Express } from 'express';
import { isDraining } from '@vetrina/http-drain';
import type { Metrics } from './metrics.ts';

export type ReadinessCheck = () => Promise<void>;

export interface OpsOptions {
  metrics: Metrics;
  /** Each check must resolve for /readyz to answer 200 (e.g. PostgreSQL and Redis pings). */
  readiness?: Record<string, ReadinessCheck>;
  /** Checks /readyz reports without gating on them (a dependency the service can work without). */
  reported?: Record<string, ReadinessCheck>;
}

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

/**
 * The operator surface of an app, served on its own port (OPS_PORT) that only probes and the
 * Prometheus scraper reach: liveness, readiness per dependency, metrics. Nothing else answers there.
 */
export function createOpsApp(options: OpsOptions): Express {
  const ops = express();
  ops.disable('x-powered-by');
  ops.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  ops.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  ops.get('/readyz', async (_req, res) => {
    const [required, reported] = await Promise.all([
      runChecks(options.readiness),
      runChecks(options.reported),
    ]);
    // A stopping process is not ready whatever its dependencies say (@vetrina/http-drain).
    if (isDraining()) required.draining = 'down';
    const ready = Object.values(required).every((state) => state === 'ok');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks: { ...reported, ...required } });
  });
  ops.get('/metrics', options.metrics.handler);
  ops.use(
    (req, res) =>
      void res.status(404).json({ message: `Percorso non trovato: ${req.method} ${req.path}`, issues: [] }),
  );
  return ops;
}

const opsApps = new WeakMap<Express, Express>();

/** Records the operator surface that goes with a public app (createApp does it; the gateway for its edge). */
export function attachOpsApp(app: Express, ops: Express): void {
  opsApps.set(app, ops);
}

/** The operator surface of an app built by createApp (or attached with attachOpsApp). */
export function opsAppOf(app: Express): Express {
  const ops = opsApps.get(app);
  if (!ops) throw new Error('this app has no operator surface: build it with createApp');
  return ops;
}
