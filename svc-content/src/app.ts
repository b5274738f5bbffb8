import type { Express } from 'express';
import {
  activityRoutes,
  createApp,
  createLogger,
  noStore,
  pingDb,
  requireIdentity,
  type Db,
  type Logger,
} from '@vetrina/service-kit';
import { uncachedPublicReads, type PublicReadCache } from '@vetrina/service-kit';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vetrina/contracts';
import { contactRoutes } from './contact/contact-routes.ts';
import type { ContactDeps } from './contact/contact-service.ts';
import { adminMessageRoutes } from './messages/message-routes.ts';
import { customerOrderRoutes } from './order-page/customer-order-routes.ts';
import { testimonialFormRoutes } from './order-page/testimonial-form-routes.ts';
import { adminOrderRoutes } from './orders/order-routes.ts';
import type { OrderDeps } from './orders/order-service.ts';
import { adminSettingsRoutes, publicSettingsRoutes } from './settings/settings-routes.ts';
import { adminTestimonialRoutes, publicTestimonialRoutes } from './testimonials/testimonial-routes.ts';

export interface ContentDeps {
  db: Db;
  gatewayToken: string;
  contact: Omit<ContactDeps, 'db'>;
  /** Orders: the catalogue reader, the mail queue hand-over and the clock (overdue, confirmation dates). */
  orders: Omit<OrderDeps, 'db'>;
  logger?: Logger;
  /** Checks /readyz reports without failing on them: Redis (the contact form works without it). */
  reported?: Record<string, () => Promise<void>>;
  /** Public reads from memory (needs Redis); without it every read goes to the database. */
  publicReads?: PublicReadCache;
  /** The settings before the owner's first save (from the environment); the spec's texts when omitted. */
  settingsDefaults?: SiteSettings;
}

export function buildApp(deps: ContentDeps): Express {
  const { db } = deps;
  const settingsDefaults = deps.settingsDefaults ?? DEFAULT_SITE_SETTINGS;
  return createApp({
    name: 'svc-content',
    logger: deps.logger ?? createLogger('svc-content', 'silent'),
    readiness: { postgres: () => pingDb(db) },
    ...(deps.reported ? { reported: deps.reported } : {}),
    // Before the JSON-only guard: the contact POST also takes the plain HTML form.
    rawRoutes: (app) => {
      app.use('/api/contact', contactRoutes({ ...deps.contact, db }, deps.gatewayToken));
      app.use('/api/testimonial-requests', testimonialFormRoutes({ ...deps.orders, db }));
    },
    routes: (app) => {
      const reads = deps.publicReads ?? uncachedPublicReads;
      app.use('/api/testimonials', reads.serve, publicTestimonialRoutes(db));
      app.use('/api/settings', reads.serve, publicSettingsRoutes(db, settingsDefaults));
      app.use('/api/internal/order-page', customerOrderRoutes({ ...deps.orders, db }));
      app.use(activityRoutes({ db, source: 'content', gatewayToken: deps.gatewayToken }));
      app.use('/api/admin', requireIdentity(deps.gatewayToken), reads.invalidateAfterWrites, noStore);
      app.use('/api/admin/testimonials', adminTestimonialRoutes(db));
      app.use('/api/admin/messages', adminMessageRoutes(db, deps.contact.notifyOwner));
      app.use('/api/admin/settings', adminSettingsRoutes(db, settingsDefaults));
      app.use('/api/admin/orders', adminOrderRoutes({ ...deps.orders, db }));
    },
  });
}
