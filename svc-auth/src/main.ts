import { createDb, createLogger, createRedis, migrate, runMain, startServer } from '@vetrina/service-kit';
import { buildApp } from './app.ts';
import { loadAuthConfig } from './config.ts';
import { AUTH_SCHEMA, migrations } from './migrations/index.ts';
import { ensureFirstAdmin } from './users/first-admin.ts';

runMain(async () => {
  const config = loadAuthConfig();
  const logger = createLogger('svc-auth', config.LOG_LEVEL);
  const db = createDb(config.DATABASE_URL, AUTH_SCHEMA);
  // Commands give up within 1.5 s so a stalled Redis turns into a quick 503, never a hang.
  const redis = createRedis(config.REDIS_URL, { commandTimeout: 1500 });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  await migrate(db, AUTH_SCHEMA, migrations, logger);
  await ensureFirstAdmin(db, logger, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  const app = buildApp({ config, logger, db, redis });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: [() => redis.quit(), () => db.destroy()],
  });
});
