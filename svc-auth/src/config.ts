import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '@vetrina/contracts';
import { databaseConfigShape, gatewayTokenShape, loadConfig, redisConfigShape } from '@vetrina/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const authConfigShape = {
  ...databaseConfigShape,
  ...redisConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4003),
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  /** Optional: when absent and no user exists, a strong password is generated and logged once. */
  ADMIN_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  ),
  COOKIE_SECURE: z.stringbool().default(false),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  /** Failed sign-ins per IP + username within the window before 429. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** Failed sign-ins per username from all addresses within one hour (ASVS cap: 100). */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(20),
  REDIS_PREFIX: z.string().default('vetrina:auth:'),
};

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(authConfigShape, env);
}
