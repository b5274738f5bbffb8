import type { Server } from 'node:http';
import type { Express } from 'express';
import { createHttpServer, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http-server.ts';
import type { Logger } from './logger.ts';

export type Closer = () => Promise<unknown>;

export interface StartOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called in order after the server stops accepting connections. */
  closers?: Closer[];
  shutdownTimeoutMs?: number;
  /** Header, request and body-idle limits (defaults: 10 s, 30 min, 10 s). */
  timeouts?: HttpTimeouts;
}

/** Listens, and on SIGTERM/SIGINT drains connections, closes resources and exits. */
export function startServer(app: Express, options: StartOptions): Promise<Server> {
  const { logger } = options;
  return new Promise((resolve, reject) => {
    const server = createHttpServer(app, options.timeouts ?? DEFAULT_HTTP_TIMEOUTS);
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      logger.info({ port: options.port }, 'listening');
      resolve(server);
    });
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        logger.error('shutdown timed out');
        process.exit(1);
      }, options.shutdownTimeoutMs ?? 10_000);
      timer.unref();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      for (const close of options.closers ?? []) {
        await close().catch((error: unknown) => logger.warn({ err: error }, 'error while closing'));
      }
      logger.info('stopped');
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  });
}

/** Runs main and turns a start-up failure (bad config, unreachable database) into a clear exit. */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
