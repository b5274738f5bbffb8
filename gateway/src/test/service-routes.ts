// The routes each service really answers, read from its own Express app (never hand-written), so the
// gateway's route table is tested against what exists: a prefix that reaches nothing fails.
// svc-catalog's ambient declaration of multer (which ships none) is a script, so it can't be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../svc-catalog/src/uploads/multer.d.ts" />
import { tmpdir } from 'node:os';
import type { Express } from 'express';
import { buildApp as buildAuth } from '../../../svc-auth/src/app.ts';
import { loadAuthConfig } from '../../../svc-auth/src/config.ts';
import { buildApp as buildBackup } from '../../../svc-backup/src/app.ts';
import { buildApp as buildCatalog } from '../../../svc-catalog/src/app.ts';
import { readTestMaker } from '../../../svc-catalog/src/test/catalog-test-context.ts';
import { buildApp as buildContent } from '../../../svc-content/src/app.ts';
import { createKeyRing, createLogger, type Db, type Redis } from '@vetrina/service-kit';
import { LocalFolderStore } from '@vetrina/service-kit/photos';
import type { Upstream } from '../routing/route-table.ts';

export interface ServiceRoute {
  /** `GET`, `POST`…, or `ALL` for middleware mounted at a path (the uploads' static files). */
  method: string;
  /** Express path pattern, e.g. `/api/admin/products/:id`. */
  path: string;
}

/** Express 5 (router 2) layer, as far as the walk needs it. */
interface Layer {
  name?: string;
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** Building an app must not touch its database or Redis (only handlers would): any use fails loudly. */
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
  throw new Error(`route path ${String(raw)} is not a string: extend service-routes.ts to list it`);
}

function walk(stack: Layer[], prefix: string, out: ServiceRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all' && layer.route!.methods[m]);
      for (const path of pathsOf(layer.route.path)) {
        for (const method of methods) out.push({ method: method.toUpperCase(), path: join(prefix, path) });
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      for (const path of pathsOf(layer.rawPath)) walk(layer.handle.stack, join(prefix, path), out);
    } else if (layer.name === 'serveStatic') {
      for (const path of pathsOf(layer.rawPath)) out.push({ method: 'ALL', path: join(prefix, path) });
    }
  }
}

/** Method + path of every route an Express app answers (mounted routers and static folders included). */
export function routesOf(app: Express): ServiceRoute[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: ServiceRoute[] = [];
  walk(router.stack, '', out);
  return out;
}

function serviceApps(): Record<Upstream, Express> {
  const db = unusable<Db>('db');
  const redis = unusable<Redis>('redis');
  const gatewayToken = 'route-listing-only-'.padEnd(40, 'x');
  return {
    catalog: buildCatalog({
      db,
      gatewayToken,
      photos: new LocalFolderStore({ dir: tmpdir() }),
      previewKeys: createKeyRing({ current: gatewayToken }),
      readMaker: readTestMaker,
    }),
    content: buildContent({
      db,
      gatewayToken,
      contact: {
        tokenKeys: createKeyRing({ current: gatewayToken }),
        rateLimit: unusable('rate limit'),
        notifyOwner: () => undefined,
        findRequestProduct: unusable('catalogue'),
      },
      orders: {
        findProduct: unusable('catalogue'),
        notifyOrderEmail: () => undefined,
        now: () => new Date(),
        links: unusable('order links'),
      },
    }),
    auth: buildAuth({
      db,
      redis,
      logger: createLogger('svc-auth', 'silent'),
      config: loadAuthConfig({
        GATEWAY_TOKEN: gatewayToken,
        DATABASE_URL: 'postgres://unused.invalid/routes',
        REDIS_URL: 'redis://unused.invalid',
      }),
    }),
    backup: buildBackup({ db, redis, gatewayToken, backups: unusable('backups') }),
  };
}

let cached: Record<Upstream, ServiceRoute[]> | undefined;

/** Every route of every service behind the gateway, by the gateway's name for the service. */
export function serviceRoutes(): Record<Upstream, ServiceRoute[]> {
  cached ??= Object.fromEntries(
    Object.entries(serviceApps()).map(([upstream, app]) => [upstream, routesOf(app)]),
  ) as Record<Upstream, ServiceRoute[]>;
  return cached;
}
