import type { GatewayConfig } from '../config.ts';

export type Upstream = 'catalog' | 'content' | 'auth' | 'backup';

/** Which service owns which public path prefix (ARCHITECTURE.md). Paths are proxied unchanged. */
export const API_ROUTES: Record<Upstream, string[]> = {
  catalog: [
    '/api/products',
    '/api/categories',
    '/api/admin/products',
    '/api/admin/categories',
    '/api/admin/upload',
    '/uploads',
  ],
  content: [
    '/api/testimonials',
    '/api/contact',
    '/api/settings',
    // The testimonial form of a delivered order (its GET is also the renderer's read).
    '/api/testimonial-requests',
    '/api/admin/testimonials',
    '/api/admin/messages',
    '/api/admin/settings',
    '/api/admin/orders',
  ],
  auth: [
    '/api/admin/login',
    '/api/admin/logout',
    '/api/admin/session',
    '/api/admin/users',
    '/api/admin/passkeys',
    // Web Push: the VAPID public key and this device's subscription (docs/decisions/web-push.md).
    '/api/admin/push',
  ],
  backup: ['/api/admin/database'],
};

/** Admin paths svc-auth answers without a prior session check (a passkey sign-in is a sign-in). */
export const PUBLIC_ADMIN_PATHS = [
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/session',
  '/api/admin/passkeys/login',
];

/** `/api/products` matches itself and `/api/products/...`, never `/api/productsX`. */
export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const matchesAny = (path: string, prefixes: string[]) => prefixes.some((p) => underPrefix(path, p));

export function upstreamUrl(config: GatewayConfig, upstream: Upstream): string {
  const urls: Record<Upstream, string> = {
    catalog: config.CATALOG_URL,
    content: config.CONTENT_URL,
    auth: config.AUTH_URL,
    backup: config.BACKUP_URL,
  };
  return urls[upstream];
}
