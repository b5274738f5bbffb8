import * as z from 'zod';
import {
  categoryInputSchema,
  contactInputSchema,
  featuredPatchSchema,
  loginInputSchema,
  passkeyLoginVerifySchema,
  passkeyRegistrationVerifySchema,
  passkeyRenameSchema,
  mediaInputSchema,
  mediaOrderSchema,
  messageReadPatchSchema,
  orderInputSchema,
  orderQuoteSchema,
  orderStatusChangeSchema,
  productInputSchema,
  pushEndpointInputSchema,
  pushSubscriptionInputSchema,
  siteSettingsUpdateSchema,
  testimonialFromOrderSchema,
  testimonialInputSchema,
  userInputSchema,
} from '@vetrina/contracts';
import { isAdminPath, listApiRoutes, PUBLIC_ADMIN_ROUTES, type AdminRoute } from '../admin-routes.ts';

/** How a route takes its body: a JSON (or form) object of a shared schema, or a multipart file. */
export type BodySpec =
  | { kind: 'json'; schema: z.ZodType; form?: boolean }
  | { kind: 'multipart'; field: string; file: 'image' | 'backup' };

export interface FuzzTarget {
  method: string;
  /** Express pattern, e.g. `/api/admin/products/:id`. */
  path: string;
  signedIn: boolean;
  body?: BodySpec;
  /** Query keys the route reads. */
  query: readonly string[];
}

const json = (schema: z.ZodType, form = false): BodySpec => ({ kind: 'json', schema, form });

/** The body each route validates, by `METHOD pattern`; a route missing here still gets generic bodies. */
const BODIES: Record<string, BodySpec> = {
  'POST /api/admin/login': json(loginInputSchema),
  'POST /api/admin/passkeys/login/verify': json(passkeyLoginVerifySchema),
  'POST /api/admin/passkeys/registration/verify': json(passkeyRegistrationVerifySchema),
  'PATCH /api/admin/passkeys/:id': json(passkeyRenameSchema),
  'POST /api/admin/users': json(userInputSchema),
  'PUT /api/admin/users/:id': json(userInputSchema),
  'POST /api/admin/products': json(productInputSchema),
  'PUT /api/admin/products/:id': json(productInputSchema),
  'PATCH /api/admin/products/:id': json(featuredPatchSchema),
  'POST /api/admin/products/:id/images': json(mediaInputSchema),
  'PUT /api/admin/products/images/:id': json(mediaInputSchema),
  'PUT /api/admin/products/:id/images/order': json(mediaOrderSchema),
  'POST /api/admin/categories': json(categoryInputSchema),
  'PUT /api/admin/categories/:id': json(categoryInputSchema),
  'POST /api/admin/testimonials': json(testimonialInputSchema),
  'PUT /api/admin/testimonials/:id': json(testimonialInputSchema),
  'PATCH /api/admin/messages/:id': json(messageReadPatchSchema),
  'PUT /api/admin/settings': json(siteSettingsUpdateSchema),
  'POST /api/admin/orders': json(orderInputSchema),
  'PUT /api/admin/orders/:id': json(orderInputSchema),
  'POST /api/admin/orders/:id/status': json(orderStatusChangeSchema),
  'POST /api/admin/orders/:id/quote': json(orderQuoteSchema),
  'PUT /api/admin/push/subscription': json(pushSubscriptionInputSchema),
  'POST /api/admin/push/test': json(pushEndpointInputSchema),
  // A delivered order's testimonial form: JSON, or the same fields urlencoded without JavaScript.
  'POST /api/testimonial-requests/:token': json(testimonialFromOrderSchema, true),
  'POST /api/admin/database/backup': json(z.object({ full: z.boolean() }).partial()),
  // The storefront's form posts JSON; the no-JavaScript form posts the same fields urlencoded.
  'POST /api/contact': json(contactInputSchema, true),
  'POST /api/admin/upload': { kind: 'multipart', field: 'image', file: 'image' },
  'POST /api/admin/database/restore': { kind: 'multipart', field: 'backupFile', file: 'backup' },
};

/** Query keys read by the routes (catalogue search and filter, related products, previews, inbox folder, orders). */
const QUERIES: Record<string, readonly string[]> = {
  'GET /api/products': ['q', 'category'],
  'GET /api/categories/:idOrSlug/products': ['exclude'],
  'GET /api/products/:idOrSlug': ['anteprima'],
  'GET /api/products/:idOrSlug/images': ['anteprima'],
  'GET /api/admin/messages': ['folder'],
  'GET /api/admin/orders': ['status', 'q', 'scope', 'page', 'pageSize'],
  'GET /api/admin/orders/export.csv': ['from', 'to'],
  'GET /api/admin/activity': ['limit', 'before', 'kind', 'user'],
  'DELETE /api/admin/push/subscription': ['endpoint'],
};

/**
 * Routes left out: signing out ends the fuzzer's own session (then nothing reaches a handler), and the
 * internal reads (sitemap, a customer's order page) are not routed by the gateway: their pages are fuzzed.
 */
const LEFT_OUT = new Set([
  'POST /api/admin/logout',
  'GET /api/internal/sitemap',
  'GET /api/internal/order-page/:token',
]);

/** Server-rendered pages through the gateway (their path segments are fuzzed like API ids). */
const PAGES: FuzzTarget[] = [
  '/',
  '/prodotti',
  '/prodotti/:slug',
  '/categorie/:slug',
  '/ordine/:token',
  '/testimonianza/:token',
  '/:page',
].map((path) => ({
  method: 'GET',
  path,
  signedIn: false,
  // 'prodotto': the request form of a product (/contatti?prodotto=<slug>, read from the catalogue).
  query: ['q', 'anteprima', 'inviato', 'errore', 'prodotto'],
}));

/** Every API route the services answer (read from their routers, so new routes are fuzzed too), and the pages. */
export function fuzzTargets(): FuzzTarget[] {
  const api = listApiRoutes()
    .filter((route: AdminRoute) => !LEFT_OUT.has(`${route.method} ${route.path}`))
    .map((route): FuzzTarget => {
      const key = `${route.method} ${route.path}`;
      return {
        method: route.method,
        path: route.path,
        signedIn: isAdminPath(route.path) && !PUBLIC_ADMIN_ROUTES.has(key),
        body: BODIES[key],
        query: QUERIES[key] ?? [],
      };
    });
  return [...api, ...PAGES];
}
