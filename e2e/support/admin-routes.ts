// Every admin route of every service, read from the services' own Express apps (never hand-written),
// so a route added later is covered by the guard tests without anyone remembering to list it.
// svc-catalog's ambient declaration of multer (which ships none) is a script, so it can't be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../svc-catalog/src/uploads/multer.d.ts" />
import { tmpdir } from 'node:os';
import type { Express } from 'express';
import { buildApp as buildAuth } from '../../svc-auth/src/app.ts';
import { loadAuthConfig } from '../../svc-auth/src/config.ts';
import { buildApp as buildBackup } from '../../svc-backup/src/app.ts';
import { buildApp as buildCatalog } from '../../svc-catalog/src/app.ts';
import { buildApp as buildContent } from '../../svc-content/src/app.ts';
import { API_ROUTES, matchesAny, type Upstream } from '../../gateway/src/routing/route-table.ts';
import { createLogger, type Db, type Redis } from '@vetrina/service-kit';

export interface AdminRoute {
  service: string;
  method: string;
  /** Express path pattern, e.g. `/api/admin/products/:id`. */
  path: string;
}

/** Express 5 (router 2) layer, as far as the walk needs it. */
interface Layer {
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean>; stack?: Layer[] };
}

/**
 * Stand-in for the database and Redis clients: building the apps must not touch them (only request
 * handlers would), so any use fails loudly instead of silently skipping routes.
 */
function unusable<T>(name: string): T {
  return new Proxy(() => {}, {
    get: (_target, prop) => {
      if (prop === 'then') return undefined;
      throw new Error(`${name}.${String(prop)} used while only listing routes`);
    },
    apply: () => {
      throw new Error(`${name}() called while only listing routes`);
    },
  }) as T;
}

const join = (prefix: string, path: string) =>
  `${prefix}/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

function pathsOf(raw: unknown): string[] {
  if (raw === undefined) return ['/'];
  if (Array.isArray(raw)) return raw.flatMap(pathsOf);
  if (typeof raw === 'string') return [raw];
  throw new Error(`route path ${String(raw)} is not a string: extend admin-routes.ts to list it`);
}

function walk(stack: Layer[], prefix: string, out: Omit<AdminRoute, 'service'>[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all' && layer.route!.methods[m]);
      for (const path of pathsOf(layer.route.path)) {
        for (const method of methods) out.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      for (const path of pathsOf(layer.rawPath)) walk(layer.handle.stack, join(prefix, path), out);
    }
  }
}

/** Method + path of every route an Express app answers (mounted routers included). */
export function routesOf(app: Express): Omit<AdminRoute, 'service'>[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: Omit<AdminRoute, 'service'>[] = [];
  walk(router.stack, '', out);
  return out;
}

function serviceApps(): Record<string, Express> {
  const db = unusable<Db>('db');
  const redis = unusable<Redis>('redis');
  const gatewayToken = 'route-listing-only-'.padEnd(40, 'x');
  return {
    'svc-catalog': buildCatalog({
      db,
      gatewayToken,
      uploadsDir: tmpdir(),
      originalsDir: tmpdir(),
      previewSecret: gatewayToken,
    }),
    'svc-content': buildContent({
      db,
      gatewayToken,
      contact: {
        tokenSecret: gatewayToken,
        rateLimit: unusable('rate limit'),
        notifyOwner: () => undefined,
      },
    }),
    'svc-auth': buildAuth({
      db,
      redis,
      logger: createLogger('svc-auth', 'silent'),
      // svc-auth's own parser, so a setting it adds later needs no change here.
      config: loadAuthConfig({
        DATABASE_URL: 'postgres://route-listing.invalid/none',
        REDIS_URL: 'redis://route-listing.invalid',
        GATEWAY_TOKEN: gatewayToken,
        REDIS_PREFIX: 'route-listing:',
      }),
    }),
    'svc-backup': buildBackup({ db, redis, gatewayToken, backups: unusable('backups') }),
  };
}

/** Every `/api/*` route of every service, public and admin, sorted and without duplicates. */
export function listApiRoutes(): AdminRoute[] {
  const seen = new Map<string, AdminRoute>();
  for (const [service, app] of Object.entries(serviceApps())) {
    for (const route of routesOf(app)) {
      if (!route.path.startsWith('/api/')) continue;
      seen.set(`${route.method} ${route.path}`, { service, ...route });
    }
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** Every `/api/admin/*` route of every service, sorted and without duplicates. */
export const listAdminRoutes = (): AdminRoute[] => listApiRoutes().filter((route) => isAdminPath(route.path));

/** Sign-in and sign-out must answer without a session. */
export const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Well-formed values for parameters that are not numeric ids (a backup's file name). */
const SAMPLE_PARAMS: Record<string, string> = { filename: 'vetrina-2026-01-01T00-00-00-000Z-manual.sql' };

/** A concrete URL for a route pattern: `:filename` becomes a well-formed name, any other `:param` 1. */
export const concretePath = (path: string) =>
  path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1');

const SERVICE_UPSTREAM: Record<string, Upstream> = {
  'svc-catalog': 'catalog',
  'svc-content': 'content',
  'svc-auth': 'auth',
  'svc-backup': 'backup',
};

/** The service the gateway's route table sends this path to, or undefined (the gateway answers 404). */
export function gatewayServiceOf(path: string): string | undefined {
  const upstream = (Object.keys(API_ROUTES) as Upstream[]).find((name) => matchesAny(path, API_ROUTES[name]));
  return Object.keys(SERVICE_UPSTREAM).find((service) => SERVICE_UPSTREAM[service] === upstream);
}
