import type { Express, RequestHandler } from 'express';
import { createApp, redisNames, type EdgeHandler, type KitEdge, type Logger } from '@vetrina/service-kit';
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
import { pageCache, type PageCache } from './cache/page-cache.ts';
import { publicApiCache, type PublicApiCache } from './cache/public-api-cache.ts';
import { answerBeforeRouter, edgeChain, type EdgeChain } from './routing/edge-chain.ts';
import { upstreamReadiness } from './routing/upstream-readiness.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /**
   * false: the edge runs as the first layer of Express's router and every request goes through it
   * (the tests compare both ways); by default the edge runs before the router (answerBeforeRouter).
   */
  beforeRouter?: boolean;
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

/** What the edge and the routes after it share. */
interface Shared {
  isTrustedProxy: (address: string) => boolean;
  publicCaches: PublicCaches;
  apiCache: PublicApiCache;
  pageCache: PageCache;
}

/**
 * The edge: every step a request meets before the gateway's routes, in the order that is the security
 * model. One list, run as one chain (routing/edge-chain.ts): before Express's router, or as its first
 * layer (`beforeRouter: false`).
 */
function edgeSteps(kit: KitEdge, { config, logger }: GatewayDeps, shared: Shared): EdgeHandler[] {
  return [
    // One canonical path for every later decision; internal surfaces (and /metrics, /readyz, which live
    // on the operator port) closed, before anything else answers or is logged.
    canonicalRequestPath,
    closeInternalSurfaces,
    // The kit's request line and id; the security headers (helmet's, with the gateway's CSP and HSTS);
    // the kit's metrics, malformed escapes and compressed bodies refused; then liveness, answered before
    // any limit.
    kit.requestLog,
    securityHeaders(config.COOKIE_SECURE),
    kit.metrics,
    kit.requestGuard,
    kit.health,
    // 1. The client address, request id and identity headers are the gateway's, never the client's.
    forwardedHeaders(shared.isTrustedProxy),
    // 2. One client's flood is refused before it costs a session check, a render or a service call.
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
    // 3. Another site's state-changing call is refused, then every admin call is checked with svc-auth.
    csrfGuard(config.PUBLIC_URL, shared.isTrustedProxy),
    sessionGuard({
      authUrl: config.AUTH_URL,
      gatewayToken: config.GATEWAY_TOKEN,
      timeoutMs: config.SESSION_CHECK_TIMEOUT_MS,
    }),
    vouchForServiceRequests(config.GATEWAY_TOKEN, SERVICE_PREFIXES),
  ];
}

/** Everything after the edge. */
function gatewayRoutes(app: Express, { config }: GatewayDeps, shared: Shared): void {
  // Express reads X-Forwarded-Proto and -Host only from a trusted proxy; the client address is clientAddress's.
  app.set('trust proxy', (address: string) => shared.isTrustedProxy(address));
  // The activity log is the gateway's own: one page merged from every service (after the session check).
  app.get(ACTIVITY_PATH, activityRoute(config));
  // 4. The services, then pages (metadata and server rendering), then the frontends' static files.
  app.use(clearAfterAdminWrites(shared.publicCaches));
  app.use(shared.apiCache.middleware);
  proxyServices(app, config);
  // The admin's sign-in document, instead of the admin app for a browser without a session cookie.
  app.use(adminSignIn());
  app.use(shared.pageCache.middleware);
  publicPageRoutes(app, config, shared.publicCaches);
  proxyFrontends(app, config);
}

/**
 * The gateway: its edge (edgeSteps), then its routes. By default the edge runs before Express's router,
 * and a micro-cache hit or a stored page is answered right after it, without the router (~20 layers)
 * ever running: the edge's steps are the same functions in the same order either way (edge-chain.ts; the
 * equivalence is tested in before-router.test.ts and page-cache-before-router.test.ts). (Stalled bodies are cut off by the HTTP server of
 * service-kit's startServer, main.ts.) Its operator surface (opsAppOf) is served on OPS_PORT by main.ts.
 */
export function buildApp(deps: GatewayDeps): Express {
  const { config } = deps;
  const publicCaches = createPublicCaches();
  const publicReads = createGatewayPublicReads(config.REDIS_URL, redisNames(config.REDIS_NAMESPACE));
  const shared: Shared = {
    isTrustedProxy: createAddressList(config.TRUST_PROXY),
    publicCaches,
    apiCache: publicApiCache({ reads: publicReads, caches: publicCaches }),
    pageCache: pageCache({ reads: publicReads, caches: publicCaches, refreshMs: config.SSR_CACHE_MS }),
  };
  let edge: EdgeChain | undefined;
  const app = createApp({
    name: 'gateway',
    logger: deps.logger,
    ...upstreamReadiness(config),
    edge: (kit) => {
      edge = edgeChain(edgeSteps(kit, deps, shared));
      return [edge.middleware];
    },
    rawRoutes: (app) => gatewayRoutes(app, deps, shared),
    routes: () => {},
  });
  if (deps.beforeRouter !== false)
    answerBeforeRouter(app, edge!, [shared.apiCache.answerHit, shared.pageCache.answerHit]);
  return app;
}
