import { createDb, createLogger, createRedis, runMain, startServer } from '@vetrina/service-kit';
import { buildApp } from './app.ts';
import { loadBackupConfig } from './config.ts';

runMain(async () => {
  const config = loadBackupConfig();
  const logger = createLogger('svc-backup', config.LOG_LEVEL);
  // svc-backup owns no schema: it only reads the database to dump it.
  const db = createDb(config.DATABASE_URL, 'public', { min: 0, max: 2 });
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const app = buildApp({ db, redis, logger, gatewayToken: config.GATEWAY_TOKEN });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: [() => db.destroy(), async () => redis.disconnect()],
  });
});
