import type { Express } from 'express';
import { createLogger, type Logger } from '@vetrina/service-kit';
import { buildApp } from '../app.ts';
import type { GatewayConfig } from '../config.ts';
import type { Upstream } from '../routing/route-table.ts';
import { serviceRoutes } from './service-routes.ts';
import { startServiceStub, startStub, type StubHandler, type StubUpstream } from './stub-upstream.ts';
import { TEST_TOKEN, testConfig } from './test-config.ts';

export const GOOD_COOKIE = 'vetrina_session=good-session';
export const SESSION_USER = { id: 7, username: 'anna bianchi', isAdmin: true };

export interface StubSystem {
  app: Express;
  /** The gateway's configuration, to build another gateway in front of the same stubs. */
  config: GatewayConfig;
  stubs: Record<'catalog' | 'content' | 'auth' | 'backup' | 'shell' | 'storefront' | 'admin', StubUpstream>;
  close(): Promise<void>;
}

/**
 * The gateway in front of stand-ins for its upstreams: each service stub answers exactly the routes the
 * real service has (404 otherwise) and echoes what it received; svc-auth's knows one valid session
 * cookie. The frontends (static servers) echo every path.
 */
export async function startStubSystem(
  overrides: Record<string, string> = {},
  logger: Logger = createLogger('gateway-test', 'silent'),
  /** svc-catalog's answers to some paths, instead of the echo (e.g. a cacheable public read). */
  catalogAnswers: Record<string, StubHandler> = {},
): Promise<StubSystem> {
  const routes = serviceRoutes();
  const auth = await startServiceStub('auth', routes.auth, {
    '/internal/session': (req, res) => {
      const ok =
        req.headers['x-vetrina-gateway-token'] === TEST_TOKEN && req.headers.cookie?.includes(GOOD_COOKIE);
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? SESSION_USER : { message: 'Autenticazione richiesta', issues: [] }));
    },
  });
  const services = ['catalog', 'content', 'backup'] as const satisfies Upstream[];
  const frontends = ['shell', 'storefront', 'admin'] as const;
  const started = await Promise.all([
    ...services.map((name) => startServiceStub(name, routes[name], name === 'catalog' ? catalogAnswers : {})),
    ...frontends.map((name) => startStub(name)),
  ]);
  const names = [...services, ...frontends];
  const stubs = { auth, ...Object.fromEntries(names.map((n, i) => [n, started[i]!])) } as StubSystem['stubs'];
  const config = testConfig({
    CATALOG_URL: stubs.catalog.url,
    CONTENT_URL: stubs.content.url,
    AUTH_URL: stubs.auth.url,
    BACKUP_URL: stubs.backup.url,
    SHELL_URL: stubs.shell.url,
    STOREFRONT_URL: stubs.storefront.url,
    ADMIN_URL: stubs.admin.url,
    ...overrides,
  });
  const app = buildApp({ config, logger });
  return {
    app,
    config,
    stubs,
    close: async () => void (await Promise.all(Object.values(stubs).map((s) => s.close()))),
  };
}
