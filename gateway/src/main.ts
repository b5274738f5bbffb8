import { createLogger, runMain, startServer } from '@vetrina/service-kit';
import { loadGatewayConfig } from './config.ts';
import { buildApp } from './app.ts';

runMain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = buildApp({ config, logger });
  const server = await startServer(app, { port: config.PORT, host: config.HOST, logger });
  // Large backup restores stream through here; Node's 300 s default would cut them off with a 408.
  server.requestTimeout = 30 * 60_000;
  server.headersTimeout = 65_000;
});
