import { runService } from '@vetrina/service-kit';
import { startActivityPurge } from '@vetrina/service-kit/activity-purge';
import { buildApp } from './app.ts';
import { loadAuthConfig } from './config.ts';
import { AUTH_SCHEMA, migrations } from './migrations/index.ts';
import { ensureFirstAdmin } from './users/first-admin.ts';

runService({
  name: 'svc-auth',
  loadConfig: loadAuthConfig,
  schema: AUTH_SCHEMA,
  migrations,
  prepare: ({ config, db, logger }) =>
    ensureFirstAdmin(db, logger, config.ADMIN_USERNAME, config.ADMIN_PASSWORD),
  build: ({ config, db, logger, openRedis }) => {
    // Commands give up within 1.5 s so a stalled Redis turns into a quick 503, never a hang.
    const redis = openRedis(config.REDIS_URL, { commandTimeout: 1500 });
    // Activity entries older than 12 months (sign-ins included) go every night.
    const purge = startActivityPurge({
      db,
      logger,
      redisUrl: config.REDIS_URL,
      prefix: `${config.REDIS_PREFIX.replace(/:+$/, '')}:jobs`,
    });
    return { app: buildApp({ config, logger, db, redis }), closers: [() => purge.close()] };
  },
});
