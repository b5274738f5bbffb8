import { createServicePublicReads, pingRedis, redisNames, runService } from '@vetrina/service-kit';
import { startActivityPurge } from '@vetrina/service-kit/activity-purge';
import { createPushNotices } from '@vetrina/service-kit/jobs';
import { buildApp } from './app.ts';
import { loadContentConfig } from './config.ts';
import { FORM_TOKEN_MAX_AGE_MS } from './contact/form-token-data.ts';
import { createContactRateLimit } from './contact/rate-limit.ts';
import { seedDemoData } from './demo/seed-demo.ts';
import { createSendMail } from './mail/mail-transport.ts';
import { startOwnerMailPipeline } from './mail/owner-mail-pipeline.ts';
import { migrations, SCHEMA } from './migrations/index.ts';
import { createOrderLinks } from './order-page/order-links.ts';
import { startTestimonialRequests } from './order-page/testimonial-request-job.ts';
import type { OrderDeps } from './orders/order-service.ts';
import { startDeadlineReminder } from './push/order-deadlines.ts';
import { createCatalogClient, createCatalogReader } from './orders/catalog-client.ts';
import { createRequestProductReader } from './contact/request-product.ts';

runService({
  name: 'svc-content',
  loadConfig: loadContentConfig,
  schema: SCHEMA,
  migrations,
  prepare: async ({ config, db, logger }) => {
    if (config.SEED_DEMO_DATA) await seedDemoData(db, { logger });
  },
  build: ({ config, db, logger, openRedis }) => {
    // Rate limit: fail fast and open when Redis does not answer within half a second.
    const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, { commandTimeout: 500 }) : undefined;
    // Public reads answered from memory (its own connection: a version check may wait longer than the
    // rate limit's half second); every admin write bumps a Redis version all replicas check.
    const publicReads = config.REDIS_URL
      ? createServicePublicReads(
          'content',
          openRedis(config.REDIS_URL),
          redisNames(config.REDIS_NAMESPACE),
          logger,
        )
      : undefined;
    const mail = config.REDIS_URL
      ? startOwnerMailPipeline({
          db,
          redisUrl: config.REDIS_URL,
          prefix: config.CONTENT_REDIS_PREFIX,
          logger,
          sendMail: createSendMail(config.SMTP_URL, logger),
          from: config.MAIL_FROM,
          settingsDefaults: config.SETTINGS_DEFAULTS,
          attempts: config.MAIL_ATTEMPTS,
          backoffMs: config.MAIL_BACKOFF_SECONDS * 1000,
          sweepIntervalMs: config.OUTBOX_SWEEP_SECONDS * 1000,
          staleAfterMs: config.OUTBOX_SWEEP_SECONDS * 1000,
          spentTokenRetentionMs: 2 * FORM_TOKEN_MAX_AGE_MS,
        })
      : undefined;
    // The maker's phone (svc-auth sends them): new messages and orders, and each morning's deadlines.
    const push = config.REDIS_URL
      ? createPushNotices({ redisUrl: config.REDIS_URL, namespace: config.REDIS_NAMESPACE, logger })
      : undefined;
    const deadlines =
      push && config.REDIS_URL
        ? startDeadlineReminder({
            db,
            push,
            redisUrl: config.REDIS_URL,
            prefix: config.CONTENT_REDIS_PREFIX,
            logger,
          })
        : undefined;
    if (!mail) logger.warn('REDIS_URL not set: contact messages are stored, their e-mails stay pending');
    if (!config.SMTP_URL) logger.warn('SMTP_URL not set: contact e-mails are written to the log, not sent');

    const orderBase: Omit<OrderDeps, 'db'> = {
      findProduct: createCatalogClient(config.CATALOG_URL, logger),
      notifyOrderEmail: (orderEmailId) => mail?.notifyOrderEmail(orderEmailId),
      now: () => new Date(),
      links: createOrderLinks(config.ORDER_LINK_KEYS, config.PUBLIC_URL),
      ...(push ? { push } : {}),
    };
    // Some days after 'Consegnato' (Impostazioni), one e-mail asks the customer for a testimonial.
    const testimonialRequests = config.REDIS_URL
      ? startTestimonialRequests({
          deps: { ...orderBase, db, settingsDefaults: config.SETTINGS_DEFAULTS },
          redisUrl: config.REDIS_URL,
          prefix: config.CONTENT_REDIS_PREFIX,
          logger,
          everyMs: config.TESTIMONIAL_REQUEST_EVERY_SECONDS * 1000,
        })
      : undefined;
    const orders: Omit<OrderDeps, 'db'> = {
      ...orderBase,
      orderDelivered: (orderId, deliveredAt) => void testimonialRequests?.schedule(orderId, deliveredAt),
    };
    const app = buildApp({
      db,
      logger,
      gatewayToken: config.GATEWAY_TOKEN,
      settingsDefaults: config.SETTINGS_DEFAULTS,
      contact: {
        tokenKeys: config.CONTACT_TOKEN_KEYS,
        rateLimit: createContactRateLimit({
          redis,
          prefix: config.CONTENT_REDIS_PREFIX,
          max: config.CONTACT_RATE_LIMIT_MAX,
          windowMs: config.CONTACT_RATE_LIMIT_WINDOW_MINUTES * 60_000,
          logger,
        }),
        notifyOwner: (messageId) => mail?.notify(messageId),
        ...(push ? { push } : {}),
        findRequestProduct: createRequestProductReader(createCatalogReader(config.CATALOG_URL, logger)),
      },
      orders,
      ...(redis ? { reported: { redis: () => pingRedis(redis) } } : {}),
      ...(publicReads ? { publicReads } : {}),
    });
    // Activity entries older than 12 months go every night (BullMQ, needs Redis).
    const purge = config.REDIS_URL
      ? startActivityPurge({ db, logger, redisUrl: config.REDIS_URL, prefix: config.CONTENT_REDIS_PREFIX })
      : undefined;
    return {
      app,
      closers: [
        async () => mail?.close(),
        async () => purge?.close(),
        async () => testimonialRequests?.close(),
        async () => publicReads?.close(),
        async () => deadlines?.close(),
        async () => push?.close(),
      ],
    };
  },
});
