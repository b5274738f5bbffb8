import type { Express } from 'express';
import {
  activityRoutes,
  createApp,
  createLogger,
  noStore,
  pingDb,
  requireIdentity,
  type Db,
  type KeyRing,
  type Logger,
} from '@vetrina/service-kit';
import { uncachedPublicReads, type PublicReadCache } from '@vetrina/service-kit';
import type { PhotoStore } from '@vetrina/service-kit/photos';
import { adminCategoryRoutes, publicCategoryRoutes } from './categories/category-routes.ts';
import { adminMediaRoutes, publicMediaRoutes } from './media/media-routes.ts';
import { adminPreviewRoutes } from './preview/preview-routes.ts';
import { createPreviewTokens } from './preview/preview-token.ts';
import { adminProductRoutes } from './products/product-admin-routes.ts';
import { publicProductRoutes } from './products/product-routes.ts';
import type { ReadMaker } from './safety/maker-client.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import { uploadRoutes } from './uploads/upload-routes.ts';

export interface CatalogDeps {
  db: Db;
  gatewayToken: string;
  /** The uploaded pictures and their private originals: a folder or an S3 bucket (PHOTO_STORE). */
  photos: PhotoStore;
  /** Signs and checks the draft preview links (PREVIEW_TOKEN_SECRET's key ring). */
  previewKeys: KeyRing;
  logger?: Logger;
  /** Extra readiness checks (e.g. Redis) besides PostgreSQL. */
  readiness?: Record<string, () => Promise<void>>;
  /** Public reads from memory (needs Redis); without it every read goes to the database. */
  publicReads?: PublicReadCache;
  /** The maker's identity from the settings (svc-content), read when a product is published. */
  readMaker: ReadMaker;
}

export function buildApp(deps: CatalogDeps): Express {
  const { db } = deps;
  const previews = createPreviewTokens(deps.previewKeys);
  return createApp({
    name: 'svc-catalog',
    logger: deps.logger ?? createLogger('svc-catalog', 'silent'),
    readiness: { postgres: () => pingDb(db), ...deps.readiness },
    rawRoutes: (app) =>
      uploadRoutes(app, {
        db,
        photos: deps.photos,
        gatewayToken: deps.gatewayToken,
      }),
    routes: (app) => {
      const reads = deps.publicReads ?? uncachedPublicReads;
      app.use(['/api/products', '/api/categories'], reads.serve);
      app.use('/api/products', publicMediaRoutes(db, previews), publicProductRoutes(db, previews));
      app.use('/api/categories', publicCategoryRoutes(db));
      app.use('/api/internal', sitemapRoutes(db));
      app.use(activityRoutes({ db, source: 'catalog', gatewayToken: deps.gatewayToken }));

      app.use('/api/admin', requireIdentity(deps.gatewayToken), noStore, reads.invalidateAfterWrites);
      app.use(
        '/api/admin/products',
        adminMediaRoutes(db),
        adminPreviewRoutes(db, previews),
        adminProductRoutes(db, deps.readMaker),
      );
      app.use('/api/admin/categories', adminCategoryRoutes(db));
    },
  });
}
