import type { Server } from 'node:http';
import type { Express } from 'express';
import { drainable } from '@vetrina/http-drain';
import { createHttpServer, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http-server.ts';
import type { Logger } from './logger.ts';

export type Closer = () => Promise<unknown>;

/** After the drain delay, the longest wait for requests in flight and the closers (ordinary apps). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;

export interface StartOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called in order after the last request has been answered. */
  closers?: Closer[];
  /**
   * After SIGTERM/SIGINT: how long readiness answers 503 and responses close their connections while
   * the listener still accepts, so load balancers stop sending here first (SHUTDOWN_DRAIN_MS, default 0).
   */
  drainDelayMs?: number;
  /** Then, the longest wait for requests in flight and the closers before exiting anyway (default 30 s). */
  shutdownTimeoutMs?: number;
  /** Header, request and body-idle limits (defaults: 10 s, 30 min, 10 s). */
  timeouts?: HttpTimeouts;
}

/**
 * Listens, and on SIGTERM/SIGINT drains (@vetrina/http-drain: not ready, then no new connections, requests in
 * flight answered), then closes resources (job workers finish their job, pools, Redis) and exits.
 */
export function startServer(app: Express, options: StartOptions): Promise<Server> {
  const { logger } = options;
  return new Promise((resolve, reject) => {
    const server = createHttpServer(app, options.timeouts ?? DEFAULT_HTTP_TIMEOUTS);
    const drain = drainable(server);
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
      const drainDelayMs = options.drainDelayMs ?? 0;
      logger.info({ signal, drainDelayMs }, 'shutting down');
      const timer = setTimeout(
        () => {
          logger.error('shutdown timed out');
          process.exit(1);
        },
        drainDelayMs + (options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS),
      );
      timer.unref();
      await drain(drainDelayMs);
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
