import * as z from 'zod';
import { redisNamespaceShape } from './redis-names.ts';
import { DATABASE_PATH } from './redis.ts';

/** Variables every service reads. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  /**
   * The operator port: /healthz, /readyz and /metrics for probes and the Prometheus scraper, never
   * published by compose nor exposed by a Kubernetes Service (docs/decisions/operator-port.md). 9090 in
   * a container (one app per network namespace); `npm start` gives each app its own (9000 + n + PORT_OFFSET).
   */
  OPS_PORT: z.coerce.number().int().min(1).max(65535).default(9090),
  ...redisNamespaceShape,
  /** HTTP limits (see http-server.ts): body pause before 408, header time, whole-request time. */
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 3_600_000)
    .default(30 * 60_000),
  /**
   * After SIGTERM, how long the app stays reachable while readiness answers 503 and every response
   * closes its connection, before it stops listening (docs/decisions/rolling-restarts.md). 0 for
   * `npm start`; compose sets 5 s (longer than the gateway's 4 s idle keep-alive).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
};

/** The HTTP limits of a loaded configuration, in the shape startServer takes. */
export const httpTimeoutsOf = (config: {
  HTTP_BODY_TIMEOUT_MS: number;
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
}) => ({
  bodyIdleMs: config.HTTP_BODY_TIMEOUT_MS,
  headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
  requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
});

export const databaseConfigShape = {
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
};
/** redis:// or rediss://, with at most a database number as its path (redis://host:6379/2). */
export const redisUrlSchema = z
  .url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })
  .refine((url) => DATABASE_PATH.test(new URL(url).pathname), {
    error: 'the path must be a database number, e.g. redis://host:6379/2',
  });
export const redisConfigShape = {
  REDIS_URL: redisUrlSchema,
};
/** Secret shared by the gateway and the services, proving a request came through the gateway. */
export const gatewayTokenShape = {
  GATEWAY_TOKEN: z.string().min(32, 'must be at least 32 characters'),
};

export class ConfigError extends Error {}

/**
 * Parses the environment once at start-up; fails with one line per missing or bad variable.
 * The only place a service reads process.env.
 */
export function loadConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env) {
  const schema = z.object({ ...baseConfigShape, ...shape });
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
