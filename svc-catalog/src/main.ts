import { createServicePublicReads, pingRedis, redisNames, runService } from '@vetrina/service-kit';
import { createPhotoStore, describePhotoStore } from '@vetrina/service-kit/photos';
import { startActivityPurge } from '@vetrina/service-kit/activity-purge';
import { buildApp } from './app.ts';
import { loadCatalogConfig } from './config.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { migrations, SCHEMA } from './migrations/index.ts';
import { createMakerClient } from './safety/maker-client.ts';
import { addMissingAvif } from './uploads/avif-backfill.ts';
import { loadUploadCleanupConfig, startUploadCleanup } from './uploads/upload-cleanup-job.ts';

runService({
  name: 'svc-catalog',
  loadConfig: loadCatalogConfig,
  schema: SCHEMA,
  migrations,
  prepare: async ({ config, db, logger }) => {
    logger.info(describePhotoStore(config.PHOTO_STORE_SETTINGS), 'photo store');
    const photos = createPhotoStore(config.PHOTO_STORE_SETTINGS);
    if (config.SEED_DEMO_DATA) await seedDemoData(db, { photos, logger });
  },
  build: ({ config, db, logger, openRedis }) => {
    const photos = createPhotoStore(config.PHOTO_STORE_SETTINGS);
    const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : undefined;
    const names = redisNames(config.REDIS_NAMESPACE);
    // Public reads answered from memory; every admin write bumps a Redis version all replicas check.
    const publicReads = redis ? createServicePublicReads('catalog', redis, names, logger) : undefined;
    // In the background: older pictures get AVIF files; the storefront falls back to WebP meanwhile.
    void addMissingAvif(photos, logger).catch((error: unknown) =>
      logger.warn({ err: (error as Error).message }, 'could not look for pictures without AVIF'),
    );
    const app = buildApp({
      db,
      logger,
      gatewayToken: config.GATEWAY_TOKEN,
      photos,
      previewKeys: config.PREVIEW_TOKEN_KEYS,
      readMaker: createMakerClient(config.CONTENT_URL, logger),
      ...(redis ? { readiness: { redis: () => pingRedis(redis) } } : {}),
      ...(publicReads ? { publicReads } : {}),
    });
    // Pictures nothing refers to any more are removed after a grace period (needs Redis for BullMQ).
    const cleanup = config.REDIS_URL
      ? startUploadCleanup({
          db,
          logger,
          redisUrl: config.REDIS_URL,
          prefix: names.catalogJobs,
          photos,
          ...loadUploadCleanupConfig(),
        })
      : undefined;
    // Activity entries older than 12 months go every night (BullMQ, needs Redis).
    const purge = config.REDIS_URL
      ? startActivityPurge({ db, logger, redisUrl: config.REDIS_URL, prefix: names.catalogJobs })
      : undefined;
    return {
      app,
      closers: [async () => cleanup?.close(), async () => purge?.close(), async () => publicReads?.close()],
    };
  },
});
