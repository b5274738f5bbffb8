import {
  createLogger,
  httpTimeoutsOf,
  opsAppOf,
  redisNames,
  runMain,
  startOpsServer,
  startServer,
  type Closer,
} from '@vetrina/service-kit';
import { loadGatewayConfig } from './config.ts';
import { buildApp } from './app.ts';
import { clearCachesOnRestore } from './public-pages/clear-on-restore.ts';

runMain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = buildApp({ config, logger });
  const listener = config.REDIS_URL
    ? clearCachesOnRestore(config.REDIS_URL, redisNames(config.REDIS_NAMESPACE), logger)
    : undefined;
  let closeOps: Closer = async () => {};
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    closers: [...(listener ? [listener.close] : []), () => closeOps()],
    // A body that stops arriving answers 408 after HTTP_BODY_TIMEOUT_MS; a whole request may take
    // HTTP_REQUEST_TIMEOUT_MS (30 min by default: large backup restores stream through here).
    timeouts: httpTimeoutsOf(config),
    drainDelayMs: config.SHUTDOWN_DRAIN_MS,
    // A backup upload or download in flight may finish (k8s terminationGracePeriodSeconds is above it).
    shutdownTimeoutMs: config.BACKUP_PROXY_TIMEOUT_MS,
  });
  // /readyz and /metrics: on the operator port only, once the public one listens.
  const ops = await startOpsServer(opsAppOf(app), { port: config.OPS_PORT, host: config.HOST, logger });
  closeOps = ops.close;
});
