import type { Express } from 'express';
import { createApp, createLogger, pingDb, requireIdentity, type Db, type Logger } from '@vetrina/service-kit';
import { adminTestimonialRoutes, publicTestimonialRoutes } from './testimonials/testimonial-routes.ts';

export interface ContentDeps {
  db: Db;
  gatewayToken: string;
  logger?: Logger;
  readiness?: Record<string, () => Promise<void>>;
}

export function buildApp(deps: ContentDeps): Express {
  const { db } = deps;
  return createApp({
    name: 'svc-content',
    logger: deps.logger ?? createLogger('svc-content', 'silent'),
    readiness: { postgres: () => pingDb(db), ...deps.readiness },
    routes: (app) => {
      app.use('/api/testimonials', publicTestimonialRoutes(db));
      app.use('/api/admin', requireIdentity(deps.gatewayToken), (_req, res, next) => {
        res.set('Cache-Control', 'no-store');
        next();
      });
      app.use('/api/admin/testimonials', adminTestimonialRoutes(db));
    },
  });
}
