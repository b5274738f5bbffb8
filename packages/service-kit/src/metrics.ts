import client from 'prom-client';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** A request as Express leaves it (its route and mount path), or as node:http gives it. */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

export interface Metrics {
  registry: client.Registry;
  /** Times every request by method, route and status; works on plain node:http objects too. */
  middleware: (req: RoutedRequest, res: ServerResponse, next: () => void) => void;
  handler: RequestHandler;
}

/**
 * Everything an app's /metrics serves: its own registry and the global one, which holds the metrics of
 * shared modules (background jobs, ops-metrics.ts).
 */
export function scrapedRegistry(registry: client.Registry): client.Registry {
  return client.Registry.merge([registry, client.register]);
}

/** Prometheus registry with default process metrics and an HTTP duration histogram by route. */
export function createMetrics(service: string): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    middleware: (req, res, next) => {
      const startedAt = performance.now();
      res.on('finish', () => {
        const route =
          (req.route?.path as string | undefined) ?? (res.statusCode === 404 ? 'unmatched' : 'other');
        duration.observe(
          { method: req.method, route: `${req.baseUrl ?? ''}${route}`, status: String(res.statusCode) },
          (performance.now() - startedAt) / 1000,
        );
      });
      next();
    },
    handler: async (_req, res) => {
      res.set('Content-Type', registry.contentType).send(await scrapedRegistry(registry).metrics());
    },
  };
}
