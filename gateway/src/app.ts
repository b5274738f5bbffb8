import express, { type Express, type RequestHandler } from 'express';
import { createApp, type Logger } from '@vetrina/service-kit';
import type { GatewayConfig } from './config.ts';
import { sessionGuard } from './auth/session-guard.ts';
import { csrfGuard } from './security/csrf.ts';
import { forwardedHeaders } from './security/forwarded-headers.ts';
import { securityHeaders } from './security/security-headers.ts';
import { createProxy } from './routing/proxy.ts';
import { sendJsonError } from './routing/json-error.ts';
import { API_ROUTES, matchesAny, underPrefix, upstreamUrl, type Upstream } from './routing/route-table.ts';
import { clearAfterAdminWrites, createPublicCaches } from './seo/public-caches.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { publicApiCache } from './cache/public-api-cache.ts';
import { upstreamReadiness } from './routing/upstream-readiness.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
}

function trustProxyValue(raw: string): boolean | number | string {
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

const notFoundJson: RequestHandler = (req, res) =>
  sendJsonError(res, 404, `Percorso non trovato: ${req.method} ${req.path}`);

/** Wires the gateway: the order of the middlewares below is the security model. */
function mount(app: Express, config: GatewayConfig): void {
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.use(forwardedHeaders);
  app.use(securityHeaders(config.COOKIE_SECURE));
  // Service-internal endpoints (svc-auth's /internal/session) are never reachable from outside.
  app.use((req, res, next) => (underPrefix(req.path, '/internal') ? notFoundJson(req, res, next) : next()));
  app.use(csrfGuard(config.PUBLIC_URL));
  app.use(
    sessionGuard({
      authUrl: config.AUTH_URL,
      gatewayToken: config.GATEWAY_TOKEN,
      timeoutMs: config.SESSION_CHECK_TIMEOUT_MS,
    }),
  );

  const publicCaches = createPublicCaches();
  app.use(clearAfterAdminWrites(publicCaches));
  app.use(publicApiCache({ redisUrl: config.REDIS_URL, caches: publicCaches }));
  for (const upstream of Object.keys(API_ROUTES) as Upstream[]) {
    const prefixes = API_ROUTES[upstream];
    const timeoutMs = upstream === 'backup' ? config.BACKUP_PROXY_TIMEOUT_MS : config.PROXY_TIMEOUT_MS;
    app.use(
      createProxy({
        target: upstreamUrl(config, upstream),
        pathFilter: (path) => matchesAny(pathOf(path), prefixes),
        timeoutMs,
        keepCookies: upstream === 'auth',
      }),
    );
  }
  app.use((req, res, next) => (underPrefix(req.path, '/api') ? notFoundJson(req, res, next) : next()));

  seoRoutes(app, config, publicCaches);

  // The storefront's server renderer is internal: only the gateway itself calls it.
  app.use((req, res, next) =>
    /^\/remotes\/[^/]+\/__ssr(\/|$)/.test(req.path) ? notFoundJson(req, res, next) : next(),
  );

  const remotes: [string, string][] = [
    ['/remotes/storefront', config.STOREFRONT_URL],
    ['/remotes/admin', config.ADMIN_URL],
  ];
  for (const [prefix, target] of remotes) {
    app.use(
      createProxy({
        target,
        pathFilter: (path) => underPrefix(pathOf(path), prefix),
        timeoutMs: config.PROXY_TIMEOUT_MS,
        stripPrefix: prefix,
      }),
    );
  }
  // The shell's static server answers every other path (SPA fallback to index.html).
  app.use(
    createProxy({ target: config.SHELL_URL, pathFilter: () => true, timeoutMs: config.PROXY_TIMEOUT_MS }),
  );
}

/** HPM hands path filters the path with its query string. */
const pathOf = (url: string) => url.split('?')[0]!;

const PRIVATE_ADDRESS = /^(::ffff:)?(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)|^::1$|^f[cd]/i;

/**
 * The kit's /metrics is for the cluster's scraper only: a request that came through an ingress
 * (X-Forwarded-For) or from a public address gets a 404.
 */
const metricsForInternalOnly: RequestHandler = (req, res, next) => {
  if (req.path !== '/metrics') return next();
  const internal = !req.headers['x-forwarded-for'] && PRIVATE_ADDRESS.test(req.socket.remoteAddress ?? '');
  return internal ? next() : notFoundJson(req, res, next);
};

export function buildApp(deps: GatewayDeps): Express {
  const inner = createApp({
    name: 'gateway',
    logger: deps.logger,
    ...upstreamReadiness(deps.config),
    rawRoutes: (app) => mount(app, deps.config),
    routes: () => {},
  });
  const outer = express();
  outer.disable('x-powered-by');
  outer.use(metricsForInternalOnly);
  outer.use(inner);
  return outer;
}
