// Every route of every service, read from the services' own Express apps (never hand-written; the
// gateway's routing tests use the same listing), so a route added later is covered by the guard tests
// and the fuzzer without anyone remembering to list it.
import { API_ROUTES, matchesAny, type Upstream } from '../../gateway/src/routing/route-table.ts';
import { serviceRoutes } from '../../gateway/src/test/service-routes.ts';
import { ACTIVITY_PATH } from '../../gateway/src/activity/activity-route.ts';

export interface AdminRoute {
  service: string;
  method: string;
  /** Express path pattern, e.g. `/api/admin/products/:id`. */
  path: string;
}

/** Routes the gateway answers itself (merged from the services): listed here, the one hand-written list. */
export const GATEWAY_API_ROUTES: AdminRoute[] = [{ service: 'gateway', method: 'GET', path: ACTIVITY_PATH }];

/** Every `/api/*` route of every service and of the gateway, public and admin, sorted and without duplicates. */
export function listApiRoutes(): AdminRoute[] {
  const seen = new Map<string, AdminRoute>();
  for (const route of GATEWAY_API_ROUTES) seen.set(`${route.method} ${route.path}`, route);
  for (const [upstream, routes] of Object.entries(serviceRoutes())) {
    for (const route of routes) {
      if (!route.path.startsWith('/api/')) continue;
      seen.set(`${route.method} ${route.path}`, { service: `svc-${upstream}`, ...route });
    }
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** Every `/api/admin/*` route of every service, sorted and without duplicates. */
export const listAdminRoutes = (): AdminRoute[] => listApiRoutes().filter((route) => isAdminPath(route.path));

/** Sign-in (password or passkey) and sign-out must answer without a session. */
export const PUBLIC_ADMIN_ROUTES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/passkeys/login/options',
  'POST /api/admin/passkeys/login/verify',
]);

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

/** The service the gateway's route table sends this path to ('gateway' for its own), or undefined (404). */
export function gatewayServiceOf(path: string): string | undefined {
  if (GATEWAY_API_ROUTES.some((route) => route.path === path)) return 'gateway';
  const upstream = (Object.keys(API_ROUTES) as Upstream[]).find((name) => matchesAny(path, API_ROUTES[name]));
  return Object.keys(SERVICE_UPSTREAM).find((service) => SERVICE_UPSTREAM[service] === upstream);
}
