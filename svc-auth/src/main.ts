import { runService } from '@vetrina/service-kit';
import { startActivityPurge } from '@vetrina/service-kit/activity-purge';
import { buildApp } from './app.ts';
import { loadAuthConfig } from './config.ts';
import { AUTH_SCHEMA, migrations } from './migrations/index.ts';
import { startConfiguredPush } from './push/push-sender.ts';
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
    // Web Push: the sender of every service's notices (docs/decisions/web-push.md).
    const push = startConfiguredPush(config, { db, logger });
    if (!push) logger.warn('VAPID keys not set: push notifications are off');
    return {
      app: buildApp({ config, logger, db, redis, ...(push ? { push: push.routes } : {}) }),
      closers: [() => purge.close(), async () => push?.sender.close()],
    };
  },
});
