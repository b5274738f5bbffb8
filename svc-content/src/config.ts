import * as z from 'zod';
import {
  databaseConfigShape,
  gatewayTokenShape,
  keyRingFromConfig,
  loadConfig,
  redisNames,
  rotatedAtShape,
  signingKeyShape,
  redisUrlSchema,
} from '@vetrina/service-kit';
import { FORM_TOKEN_MAX_AGE_MS } from './contact/form-token-data.ts';
import { DEMO_MAKER } from './demo/demo-maker.ts';
import { ORDER_LINK_LIFETIME_MS } from './order-page/order-links.ts';
import { settingsDefaultsFrom } from './settings/settings-defaults.ts';

const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const contentConfigShape = {
  ...databaseConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  REDIS_URL: redisUrlSchema.optional(),
  /** svc-catalog on the internal network: orders copy a product's name, price and lead time from it. */
  CATALOG_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .default('http://127.0.0.1:4001'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * HMAC key of the contact form tokens (question and issue time travel signed), and of the customers'
   * order-page and testimonial links (each purpose its own sub-key); the replaced ones and when.
   */
  ...signingKeyShape('CONTACT_TOKEN_SECRET'),
  ...rotatedAtShape('CONTACT_TOKEN_SECRET'),
  /** The site's public address: the origin of the links e-mailed to customers. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .default('http://localhost:8080'),
  /** How often delivered orders are checked for a testimonial request that is due. */
  TESTIMONIAL_REQUEST_EVERY_SECONDS: positiveInt(3600),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_MINUTES: positiveInt(10),
  /** smtp://user:pass@host:587 or smtps://...; unset: the e-mail is written to the log instead. */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).default('Vetrina <noreply@localhost>')),
  /**
   * The first defaults of the site's settings ('Impostazioni': site name, contact e-mail, which also
   * receives the contact notifications, and social link); what the owner saves there wins.
   */
  SITE_NAME: z.preprocess(emptyAsUnset, z.string().optional()),
  CONTACT_EMAIL: z.preprocess(emptyAsUnset, z.string().optional()),
  SOCIAL_URL: z.preprocess(emptyAsUnset, z.string().optional()),
  MAIL_ATTEMPTS: positiveInt(10),
  MAIL_BACKOFF_SECONDS: positiveInt(30),
  OUTBOX_SWEEP_SECONDS: positiveInt(30),
};

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(contentConfigShape, env);
  return {
    ...config,
    SETTINGS_DEFAULTS: {
      ...settingsDefaultsFrom(config),
      ...(config.SEED_DEMO_DATA ? DEMO_MAKER : {}),
    },
    // A replaced key stays valid as long as the forms it signed: 24 h after the rotation.
    CONTACT_TOKEN_KEYS: keyRingFromConfig(config, 'CONTACT_TOKEN_SECRET', {
      previousWindowMs: FORM_TOKEN_MAX_AGE_MS,
    }),
    // The customers' order-page and testimonial links: the same secret, their own sub-keys (one per purpose),
    // and a replaced key honoured as long as those links live, so one rotation keeps forms and links working
    // (docs/decisions/customer-order-page.md).
    ORDER_LINK_KEYS: keyRingFromConfig(config, 'CONTACT_TOKEN_SECRET', {
      previousWindowMs: ORDER_LINK_LIFETIME_MS,
    }),
    /** Prefix of this service's Redis keys and queues: the deployment's namespace and the database. */
    CONTENT_REDIS_PREFIX: redisNames(config.REDIS_NAMESPACE).contentKeys(config.DATABASE_URL),
  };
}
export type ContentConfig = ReturnType<typeof loadContentConfig>;
