import {
  createDb,
  createLogger,
  createRedis,
  migrate,
  pingRedis,
  runMain,
  startServer,
} from '@vetrina/service-kit';
import { buildApp } from './app.ts';
import { loadCatalogConfig } from './config.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { migrations, SCHEMA } from './migrations/index.ts';
import { addMissingAvif } from './uploads/avif-backfill.ts';

runMain(async () => {
  const config = loadCatalogConfig();
  const logger = createLogger('svc-catalog', config.LOG_LEVEL);
  const db = createDb(config.DATABASE_URL, SCHEMA);
  await migrate(db, SCHEMA, migrations, logger);
  if (config.SEED_DEMO_DATA) await seedDemoData(db, { uploadsDir: config.UPLOADS_DIR, logger });

  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const app = buildApp({
    db,
    logger,
    gatewayToken: config.GATEWAY_TOKEN,
    uploadsDir: config.UPLOADS_DIR,
    originalsDir: config.ORIGINALS_DIR,
    previewSecret: config.PREVIEW_TOKEN_SECRET,
    ...(redis ? { readiness: { redis: () => pingRedis(redis) } } : {}),
  });
  // In the background: older pictures get AVIF files; the storefront falls back to WebP meanwhile.
  void addMissingAvif(config.UPLOADS_DIR, logger);
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: [() => db.destroy(), async () => redis?.disconnect()],
  });
});
