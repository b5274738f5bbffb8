// svc-catalog exactly as its main.ts runs it, plus the public read cache (bench only, until main.ts
// passes `publicReads` itself): `node bench/src/catalog-with-cache.ts` with the service's environment.
import { createServicePublicReads, pingRedis, runService } from '@vetrina/service-kit';
import { buildApp } from '../../svc-catalog/src/app.ts';
import { loadCatalogConfig } from '../../svc-catalog/src/config.ts';
import { migrations, SCHEMA } from '../../svc-catalog/src/migrations/index.ts';

runService({
  name: 'svc-catalog',
  loadConfig: loadCatalogConfig,
  schema: SCHEMA,
  migrations,
  build: ({ config, db, logger, openRedis }) => {
    if (!config.REDIS_URL) throw new Error('REDIS_URL is needed for the public read cache');
    const redis = openRedis(config.REDIS_URL);
    const publicReads = createServicePublicReads('catalog', redis, logger);
    const app = buildApp({
      db,
      logger,
      gatewayToken: config.GATEWAY_TOKEN,
      uploadsDir: config.UPLOADS_DIR,
      originalsDir: config.ORIGINALS_DIR,
      previewSecret: config.PREVIEW_TOKEN_SECRET,
      readiness: { redis: () => pingRedis(redis) },
      publicReads,
    });
    return { app, closers: [() => publicReads.close()] };
  },
});
