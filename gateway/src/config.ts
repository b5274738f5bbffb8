import * as z from 'zod';
import { gatewayTokenShape, loadConfig, redisUrlSchema } from '@vetrina/service-kit';
import { addressListEntriesOf, isAddressOrRange } from './security/client-address.ts';

const url = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default(fallback);

export const gatewayConfigShape = {
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: url('http://localhost:8080'),
  SITE_NAME: z.string().min(1).default('Vetrina Creazioni'),
  CATALOG_URL: url('http://127.0.0.1:4001'),
  CONTENT_URL: url('http://127.0.0.1:4002'),
  AUTH_URL: url('http://127.0.0.1:4003'),
  BACKUP_URL: url('http://127.0.0.1:4004'),
  SHELL_URL: url('http://127.0.0.1:3000'),
  STOREFRONT_URL: url('http://127.0.0.1:3001'),
  ADMIN_URL: url('http://127.0.0.1:3002'),
  /**
   * Served over HTTPS: HSTS and upgrade-insecure-requests. Always on when PUBLIC_URL is https; `true`
   * turns it on for an http PUBLIC_URL too (TLS terminated in front of a site configured as http).
   */
  COOKIE_SECURE: z.preprocess((raw) => (raw === '' ? undefined : raw), z.stringbool().optional()),
  /**
   * The proxies in front (Caddy/nginx on the host, the ingress controller's pods), by address or CIDR
   * range: X-Forwarded-For is believed only from them ('' = nobody; docs/decisions/edge-trust.md).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform(addressListEntriesOf)
    .superRefine((entries, ctx) => {
      for (const entry of entries.filter((e) => !isAddressOrRange(e)))
        ctx.addIssue({
          code: 'custom',
          message: /^\d+$/.test(entry)
            ? `is no longer a hop count ("${entry}" would let whoever connects choose their address): list the proxies in front by address or CIDR range, e.g. 127.0.0.1 or 10.42.0.0/16`
            : `must be comma-separated IP addresses or CIDR ranges of the proxies in front (e.g. 127.0.0.1,::1,10.42.0.0/16); "${entry}" is neither`,
        });
    }),
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  BACKUP_PROXY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  SESSION_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** How long a server-rendered page is reused. */
  SSR_CACHE_MS: z.coerce.number().int().nonnegative().default(10_000),
  /** A slower server render is dropped: the visitor gets the calm "unavailable" page (503). */
  SSR_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  /** Per client address (IPv6: per /64) and minute: page views and reads (static files are never counted). */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Per client address and minute: POST, PUT, PATCH and DELETE (admin writes, the contact form). */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Per client address and minute: photos under /uploads. Generous (a catalogue page shows dozens, in
   * several sizes), yet a flood of made-up names, each a photo-store lookup, is refused.
   */
  RATE_LIMIT_PHOTOS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Comma-separated addresses and CIDR ranges never limited (benchmarks, e2e, a monitoring probe). */
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform(addressListEntriesOf)
    .refine((entries) => entries.every(isAddressOrRange), {
      error: 'must be comma-separated IP addresses or CIDR ranges (e.g. 127.0.0.1,::1,10.0.0.0/8)',
    }),
  /**
   * Optional: where the gateway hears that a restore replaced the data, to empty its caches at once, and
   * where every replica keeps the rate-limit counters (without it each replica counts on its own).
   */
  REDIS_URL: redisUrlSchema.optional(),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(gatewayConfigShape, env);
  // As svc-auth decides its cookie: an https site is always served as https, whatever COOKIE_SECURE says.
  const https = new URL(config.PUBLIC_URL).protocol === 'https:';
  return { ...config, COOKIE_SECURE: config.COOKIE_SECURE === true || https };
}
