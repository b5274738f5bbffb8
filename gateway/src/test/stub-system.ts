import type { Express } from 'express';
import { createLogger } from '@vetrina/service-kit';
import { buildApp } from '../app.ts';
import { startStub, type StubUpstream } from './stub-upstream.ts';
import { TEST_TOKEN, testConfig } from './test-config.ts';

export const GOOD_COOKIE = 'vetrina_session=good-session';
export const SESSION_USER = { id: 7, username: 'anna bianchi', isAdmin: true };

export interface StubSystem {
  app: Express;
  stubs: Record<'catalog' | 'content' | 'auth' | 'backup' | 'shell' | 'storefront' | 'admin', StubUpstream>;
  close(): Promise<void>;
}

/** The gateway in front of echoing stub services; the auth stub knows one valid session cookie. */
export async function startStubSystem(overrides: Record<string, string> = {}): Promise<StubSystem> {
  const auth = await startStub('auth', (req, res) => {
    if (req.url === '/internal/session') {
      const ok =
        req.headers['x-vetrina-gateway-token'] === TEST_TOKEN && req.headers.cookie?.includes(GOOD_COOKIE);
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(ok ? SESSION_USER : { message: 'Autenticazione richiesta', issues: [] }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ service: 'auth', url: req.url, headers: req.headers }));
  });
  const names = ['catalog', 'content', 'backup', 'shell', 'storefront', 'admin'] as const;
  const others = await Promise.all(names.map((n) => startStub(n)));
  const stubs = { auth, ...Object.fromEntries(names.map((n, i) => [n, others[i]!])) } as StubSystem['stubs'];
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
  const app = buildApp({ config, logger: createLogger('gateway-test', 'silent') });
  return {
    app,
    stubs,
    close: async () => void (await Promise.all(Object.values(stubs).map((s) => s.close()))),
  };
}
