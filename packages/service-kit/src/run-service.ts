import type { Express } from 'express';
import type { RedisOptions } from 'ioredis';
import { httpTimeoutsOf } from './config.ts';
import { createDb, migrate, type Db, type Migration } from './db.ts';
import { createLogger, type Logger } from './logger.ts';
import { opsAppOf } from './ops-app.ts';
import { startOpsServer } from './ops-server.ts';
import { createRedis, type Redis } from './redis.ts';
import { runMain, startServer, type Closer } from './server.ts';

/** What every service's configuration holds (baseConfigShape plus its PORT). */
export interface ServiceConfig {
  LOG_LEVEL: string;
  HOST: string;
  PORT: number;
  OPS_PORT: number;
  HTTP_BODY_TIMEOUT_MS: number;
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
  SHUTDOWN_DRAIN_MS: number;
}

export interface ServiceContext<C> {
  config: C;
  logger: Logger;
  /** An API-side Redis whose errors are logged and which is disconnected at shutdown. */
  openRedis(url: string, options?: RedisOptions): Redis;
}

export interface ServiceParts {
  app: Express;
  /** Closed in order at shutdown, before the database pool and the Redis connections. */
  closers?: Closer[];
  /** Longest wait at shutdown for requests and jobs in flight (default DEFAULT_SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs?: number;
}

interface ServiceBase<C extends ServiceConfig> {
  name: string;
  loadConfig: () => C;
}

/** A service with its own schema: the pool is opened and migrated before `prepare` and `build`. */
export interface DatabaseService<C extends ServiceConfig & { DATABASE_URL: string }> extends ServiceBase<C> {
  schema: string;
  migrations: Record<string, Migration>;
  /** After migrating, before building the app: demo data, the first administrator. */
  prepare?: (ctx: ServiceContext<C> & { db: Db }) => Promise<unknown>;
  build: (ctx: ServiceContext<C> & { db: Db }) => ServiceParts | Promise<ServiceParts>;
}

/** A service that opens its own connections (svc-backup reads every schema). */
export interface PlainService<C extends ServiceConfig> extends ServiceBase<C> {
  build: (ctx: ServiceContext<C>) => ServiceParts | Promise<ServiceParts>;
}

function isDatabaseService<C extends ServiceConfig & { DATABASE_URL: string }>(
  definition: DatabaseService<C> | PlainService<C>,
): definition is DatabaseService<C> {
  return 'schema' in definition;
}

/**
 * The one start-up of every service: configuration, logger, database and migrations, the app, then
 * the operator port, the HTTP server with its limits and an orderly shutdown. A failure before listening exits with
 * its message.
 */
export function runService<C extends ServiceConfig & { DATABASE_URL: string }>(
  definition: DatabaseService<C>,
): void;
export function runService<C extends ServiceConfig>(definition: PlainService<C>): void;
export function runService<C extends ServiceConfig & { DATABASE_URL: string }>(
  definition: DatabaseService<C> | PlainService<C>,
): void {
  runMain(async () => {
    const config = definition.loadConfig();
    const logger = createLogger(definition.name, config.LOG_LEVEL);
    const infrastructure: Closer[] = [];
    const context: ServiceContext<C> = {
      config,
      logger,
      openRedis(url, options) {
        const redis = createRedis(url, options);
        redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
        infrastructure.push(async () => redis.disconnect());
        return redis;
      },
    };

    let parts: ServiceParts;
    if (isDatabaseService(definition)) {
      const db = createDb(config.DATABASE_URL, definition.schema);
      infrastructure.unshift(() => db.destroy());
      await migrate(db, definition.schema, definition.migrations, logger);
      await definition.prepare?.({ ...context, db });
      parts = await definition.build({ ...context, db });
    } else {
      parts = await definition.build(context);
    }

    // The operator port opens once the public one listens (ready means reachable) and closes last.
    let closeOps: Closer = async () => {};
    await startServer(parts.app, {
      port: config.PORT,
      host: config.HOST,
      logger,
      timeouts: httpTimeoutsOf(config),
      drainDelayMs: config.SHUTDOWN_DRAIN_MS,
      shutdownTimeoutMs: parts.shutdownTimeoutMs,
      closers: [...(parts.closers ?? []), ...infrastructure, () => closeOps()],
    });
    const ops = await startOpsServer(opsAppOf(parts.app), {
      port: config.OPS_PORT,
      host: config.HOST,
      logger,
    });
    closeOps = ops.close;
  });
}
