import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '@vetrina/contracts';
import {
  databaseConfigShape,
  gatewayTokenShape,
  keyRingFromConfig,
  loadConfig,
  redisConfigShape,
  redisNames,
  rotatedAtShape,
  signingKeyShape,
} from '@vetrina/service-kit';
import { vapidConfigShape, vapidDetailsOf } from './push/vapid-config.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const authConfigShape = {
  ...databaseConfigShape,
  ...redisConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4003),
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  /** Optional: when absent and no user exists, a strong password is generated and logged once. */
  ADMIN_PASSWORD: optional(
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
  ),
  /** The site's address as browsers see it: https makes the cookies `Secure` and `__Host-` named. */
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
  /** `true` forces `Secure` cookies even without an https PUBLIC_URL (e.g. TLS ended by an ingress). */
  COOKIE_SECURE: z.stringbool().default(false),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  /** Sign-in attempts per username from one address (and per known device) within the window before 429. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** Sign-in attempts from one address across all usernames (password spraying) within the window. */
  LOGIN_IP_MAX_FAILURES: positiveInt(20),
  /** Attempts on one username from unknown browsers before each next one must wait (1 s, 2 s, 4 s…). */
  LOGIN_ACCOUNT_FREE_ATTEMPTS: positiveInt(5),
  /** Longest wait between two attempts on one username (ASVS: ≤100 failures per hour). */
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: positiveInt(900),
  /** HMAC key of the device cookie (default: GATEWAY_TOKEN, through HKDF), the replaced ones and when. */
  ...signingKeyShape('DEVICE_COOKIE_SECRET'),
  DEVICE_COOKIE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ...rotatedAtShape('DEVICE_COOKIE_SECRET'),
  DEVICE_COOKIE_DAYS: positiveInt(180),
  ...vapidConfigShape,
};

export type AuthConfig = ReturnType<typeof loadAuthConfig>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(authConfigShape, env);
  const httpsSite = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).protocol === 'https:' : false;
  return {
    ...config,
    COOKIE_SECURE: config.COOKIE_SECURE || httpsSite,
    // A replaced key stays valid as long as the cookies it signed: DEVICE_COOKIE_DAYS after the rotation.
    DEVICE_COOKIE_KEYS: keyRingFromConfig(config, 'DEVICE_COOKIE_SECRET', {
      current: config.DEVICE_COOKIE_SECRET ?? config.GATEWAY_TOKEN,
      previousWindowMs: config.DEVICE_COOKIE_DAYS * 86_400_000,
    }),
    /** Sessions, sign-in limits and known devices live under the deployment's namespace (REDIS_NAMESPACE). */
    REDIS_PREFIX: redisNames(config.REDIS_NAMESPACE).authKeys,
    /** Web Push signing (docs/decisions/web-push.md); undefined: notifications are off. */
    VAPID: vapidDetailsOf(config),
  };
}
