import { createLogger, runMain, startServer } from '@vetrina/service-kit';
import { loadGatewayConfig } from './config.ts';
import { buildApp } from './app.ts';
import { clearCachesOnRestore } from './seo/clear-on-restore.ts';

runMain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = buildApp({ config, logger });
  const listener = config.REDIS_URL ? clearCachesOnRestore(config.REDIS_URL, logger) : undefined;
  const server = await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: listener ? [listener.close] : [],
  });
  // Large backup restores stream through here; Node's 300 s default would cut them off with a 408.
  server.requestTimeout = 30 * 60_000;
  server.headersTimeout = 65_000;
});
