import type { Express, RequestHandler } from 'express';
import { createApp, redisNames, type Logger } from '@vetrina/service-kit';
import type { GatewayConfig } from './config.ts';
import { activityRoute, ACTIVITY_PATH } from './activity/activity-route.ts';
import { adminServiceWorkerHeaders } from './routing/admin-service-worker.ts';
import { adminSignIn } from './admin-signin/sign-in-route.ts';
import { sessionGuard } from './auth/session-guard.ts';
import { canonicalRequestPath, matchPathOf } from './security/canonical-path.ts';
import { csrfGuard } from './security/csrf.ts';
import { createAddressList } from './security/client-address.ts';
import { forwardedHeaders, vouchForServiceRequests } from './security/forwarded-headers.ts';
import { closeInternalSurfaces } from './security/internal-surfaces.ts';
import { rateLimits } from './security/rate-limit.ts';
import { securityHeaders } from './security/security-headers.ts';
import { createProxy } from './routing/proxy.ts';
import { sendJsonError } from './routing/json-error.ts';
import { API_ROUTES, matchesAny, underPrefix, upstreamUrl, type Upstream } from './routing/route-table.ts';
import {
  clearAfterAdminWrites,
  createPublicCaches,
  type PublicCaches,
} from './public-pages/public-caches.ts';
import { publicPageRoutes } from './public-pages/public-page-routes.ts';
import { createGatewayPublicReads } from './cache/gateway-public-reads.ts';
import { pageCache } from './cache/page-cache.ts';
import { publicApiCache } from './cache/public-api-cache.ts';
import { upstreamReadiness } from './routing/upstream-readiness.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
}

const notFoundJson: RequestHandler = (req, res) =>
  sendJsonError(res, 404, `Percorso non trovato: ${req.method} ${req.path}`);

const SERVICE_PREFIXES = Object.values(API_ROUTES).flat();

/** Each service's prefixes, proxied with their path unchanged. */
function proxyServices(app: Express, config: GatewayConfig): void {
  for (const upstream of Object.keys(API_ROUTES) as Upstream[]) {
    const prefixes = API_ROUTES[upstream];
    app.use(
      createProxy({
        target: upstreamUrl(config, upstream),
        pathFilter: (req) => matchesAny(matchPathOf(req), prefixes),
        timeoutMs: upstream === 'backup' ? config.BACKUP_PROXY_TIMEOUT_MS : config.PROXY_TIMEOUT_MS,
        keepCookies: upstream === 'auth',
      }),
    );
  }
  app.use((req, res, next) =>
    underPrefix(matchPathOf(req), '/api') ? notFoundJson(req, res, next) : next(),
  );
}

/** The micro-frontends under /remotes/<name> (prefix stripped), then the shell for every other path. */
function proxyFrontends(app: Express, config: GatewayConfig): void {
  const remotes: [string, string][] = [
    ['/remotes/storefront', config.STOREFRONT_URL],
    ['/remotes/admin', config.ADMIN_URL],
  ];
  app.use(adminServiceWorkerHeaders);
  for (const [prefix, target] of remotes) {
    app.use(
      createProxy({
        target,
        pathFilter: (req) => underPrefix(matchPathOf(req), prefix),
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

/** Everything after the kit's logging and health endpoints; the order below is the security model. */
function gatewayRoutes(app: Express, { config, logger }: GatewayDeps, publicCaches: PublicCaches): void {
  const isTrustedProxy = createAddressList(config.TRUST_PROXY);
  // Express reads X-Forwarded-Proto and -Host only from a trusted proxy; the client address is clientAddress's.
  app.set('trust proxy', (address: string) => isTrustedProxy(address));
  // 1. The client address, request id and identity headers are the gateway's, never the client's.
  app.use(forwardedHeaders(isTrustedProxy));
  app.use(securityHeaders(config.COOKIE_SECURE));
  // 2. One client's flood is refused before it costs a session check, a render or a service call.
  app.use(
    rateLimits({
      budgets: {
        reads: config.RATE_LIMIT_READS_PER_MINUTE,
        writes: config.RATE_LIMIT_WRITES_PER_MINUTE,
        photos: config.RATE_LIMIT_PHOTOS_PER_MINUTE,
      },
      allow: config.RATE_LIMIT_ALLOW,
      redisUrl: config.REDIS_URL,
      keyPrefix: redisNames(config.REDIS_NAMESPACE).gatewayRateLimit,
      logger,
    }),
  );
  // 3. Another site's state-changing call is refused, then every admin call is checked with svc-auth.
  app.use(csrfGuard(config.PUBLIC_URL));
  app.use(
    sessionGuard({
      authUrl: config.AUTH_URL,
      gatewayToken: config.GATEWAY_TOKEN,
      timeoutMs: config.SESSION_CHECK_TIMEOUT_MS,
    }),
  );
  app.use(vouchForServiceRequests(config.GATEWAY_TOKEN, SERVICE_PREFIXES));
  // The activity log is the gateway's own: one page merged from every service (after the session check).
  app.get(ACTIVITY_PATH, activityRoute(config));
  // 4. The services, then pages (metadata and server rendering), then the frontends' static files.
  app.use(clearAfterAdminWrites(publicCaches));
  const publicReads = createGatewayPublicReads(config.REDIS_URL, redisNames(config.REDIS_NAMESPACE));
  app.use(publicApiCache({ reads: publicReads, caches: publicCaches }));
  proxyServices(app, config);
  // The admin's sign-in document, instead of the admin app for a browser without a session cookie.
  app.use(adminSignIn());
  app.use(pageCache({ reads: publicReads, caches: publicCaches, refreshMs: config.SSR_CACHE_MS }));
  publicPageRoutes(app, config, publicCaches);
  proxyFrontends(app, config);
}

/**
 * The edge runs first: one canonical path for every later decision, internal surfaces (and /metrics,
 * /readyz, which live on the operator port) closed. Then the gateway itself. (Stalled bodies are cut off
 * by the HTTP server of service-kit's startServer, main.ts.) Its operator surface (opsAppOf) is served
 * on OPS_PORT by main.ts.
 */
export function buildApp(deps: GatewayDeps): Express {
  const { config } = deps;
  return createApp({
    name: 'gateway',
    logger: deps.logger,
    ...upstreamReadiness(config),
    edge: [canonicalRequestPath, closeInternalSurfaces],
    rawRoutes: (app) => gatewayRoutes(app, deps, createPublicCaches()),
    routes: () => {},
  });
}
