import request from 'supertest';
import { DEFAULT_SITE_SETTINGS, SECURITY_QUESTIONS, type ContactFormToken } from '@vetrina/contracts';
import { createDb, createKeyRing, createLogger, createRedis, migrate, type Db } from '@vetrina/service-kit';
import {
  createTestDatabase,
  TEST_GATEWAY_TOKEN,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type TestDatabase,
} from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { createContactRateLimit } from '../contact/rate-limit.ts';
import { createSendMail } from '../mail/mail-transport.ts';
import type { OwnerMailDeps } from '../mail/owner-mail-job.ts';
import { startOwnerMailPipeline, type OwnerMailPipeline } from '../mail/owner-mail-pipeline.ts';
import { migrations, SCHEMA } from '../migrations/index.ts';
import { createOrderLinks } from '../order-page/order-links.ts';
import { queuedPushNotices, type QueuedPushNotices } from './queued-push-notices.ts';
import { createCatalogClient, createCatalogReader } from '../orders/catalog-client.ts';
import { createRequestProductReader } from '../contact/request-product.ts';
import type { OrderDeps } from '../orders/order-service.ts';
import { startTestimonialRequests, type TestimonialRequests } from '../order-page/testimonial-request-job.ts';

export const TEST_TOKEN_SECRET = 'test-contact-token-secret-0123456789abcdef';
export const TEST_TOKEN_KEYS = createKeyRing({ current: TEST_TOKEN_SECRET });
/** The customers' links in the tests: signed with the test key, under the site's test address. */
export const TEST_PUBLIC_URL = 'http://vetrina.test';
export const TEST_ORDER_LINKS = createOrderLinks(TEST_TOKEN_KEYS, TEST_PUBLIC_URL);
/** A port nothing listens on (discard): without a catalogue, order lines naming a product get a 503. */
export const UNREACHABLE_CATALOG = 'http://127.0.0.1:9';
export const TEST_MAIL = { from: 'Vetrina <noreply@vetrina.test>', to: 'titolare@vetrina.test' };
/** The settings before a save: the contact notifications go to TEST_MAIL.to. */
export const TEST_SETTINGS_DEFAULTS = { ...DEFAULT_SITE_SETTINGS, contactEmail: TEST_MAIL.to };

export interface ContentTestOptions {
  smtpUrl: string;
  redisUrl?: string;
  attempts?: number;
  backoffMs?: number;
  sweepIntervalMs?: number;
  staleAfterMs?: number;
  rateLimitMax?: number;
  /** svc-catalog for order lines naming a product (none: such lines get a 503). */
  catalogUrl?: string;
  /** The orders' clock (overdue, confirmation dates); the real time when not given. */
  now?: () => Date;
  /** Schedules each delivered order's testimonial request, as main.ts does (BullMQ, this test's prefix). */
  testimonialRequests?: boolean;
}

export interface ContentTestSystem {
  app: ReturnType<typeof buildApp>;
  db: Db;
  mail: OwnerMailPipeline;
  /** The service's clock (form token ages): frozen at start, moved only by tests. */
  clock: { offsetMs: number };
  /** The orders' dependencies as the app has them (the testimonial requests' sweep is called with them). */
  orders: OrderDeps;
  /** The testimonial requests' jobs, when `testimonialRequests` was asked for. */
  testimonialRequests?: TestimonialRequests;
  /** What the mail worker runs with, for tests starting a second worker or calling it directly. */
  worker: { redisUrl: string; prefix: string; deps: OwnerMailDeps };
  /** The maker's notifications, queued in a push namespace of this test's own. */
  notices: QueuedPushNotices;
  close(): Promise<void>;
}

/** svc-content as main.ts wires it, on a fresh database, real Redis, BullMQ and the given SMTP server. */
export async function startContentTestSystem(options: ContentTestOptions): Promise<ContentTestSystem> {
  const database: TestDatabase = await createTestDatabase('vetrina_content');
  const db = createDb(database.url, SCHEMA, { min: 0, max: 6 });
  await migrate(db, SCHEMA, migrations);
  const logger = createLogger('svc-content', 'silent');
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const prefix = uniqueRedisPrefix('content');
  const redis = createRedis(redisUrl, { commandTimeout: 500 });
  redis.on('error', () => {});
  const deps: OwnerMailDeps = {
    db,
    sendMail: createSendMail(options.smtpUrl, logger),
    from: TEST_MAIL.from,
    settingsDefaults: TEST_SETTINGS_DEFAULTS,
    logger,
  };
  const mail = startOwnerMailPipeline({
    ...deps,
    redisUrl,
    prefix,
    attempts: options.attempts ?? 3,
    backoffMs: options.backoffMs ?? 50,
    sweepIntervalMs: options.sweepIntervalMs ?? 60_000,
    staleAfterMs: options.staleAfterMs ?? 0,
    spentTokenRetentionMs: 48 * 3600_000,
  });
  const notices = await queuedPushNotices(redisUrl);
  // The service's time moves only when a test moves it: token ages never depend on how busy the machine is.
  const startedAt = Date.now();
  const clock = { offsetMs: 0 };
  const orderBase: OrderDeps = {
    db,
    findProduct: createCatalogClient(options.catalogUrl ?? UNREACHABLE_CATALOG, logger),
    notifyOrderEmail: (id) => mail.notifyOrderEmail(id),
    now: options.now ?? (() => new Date()),
    links: TEST_ORDER_LINKS,
    push: notices.push,
  };
  const testimonialRequests = options.testimonialRequests
    ? startTestimonialRequests({
        deps: { ...orderBase, settingsDefaults: TEST_SETTINGS_DEFAULTS },
        redisUrl,
        prefix,
        logger,
        everyMs: 3600_000,
      })
    : undefined;
  const orders: OrderDeps = {
    ...orderBase,
    orderDelivered: (id, deliveredAt) => void testimonialRequests?.schedule(id, deliveredAt),
  };
  const app = buildApp({
    db,
    gatewayToken: TEST_GATEWAY_TOKEN,
    settingsDefaults: TEST_SETTINGS_DEFAULTS,
    contact: {
      tokenKeys: TEST_TOKEN_KEYS,
      rateLimit: createContactRateLimit({
        redis,
        prefix,
        max: options.rateLimitMax ?? 1000,
        windowMs: 600_000,
        logger,
      }),
      notifyOwner: (id) => mail.notify(id),
      push: notices.push,
      findRequestProduct: createRequestProductReader(
        createCatalogReader(options.catalogUrl ?? UNREACHABLE_CATALOG, logger),
      ),
      clock: () => startedAt + clock.offsetMs,
    },
    orders,
  });
  return {
    app,
    db,
    mail,
    orders,
    clock,
    ...(testimonialRequests ? { testimonialRequests } : {}),
    worker: { redisUrl, prefix, deps },
    notices,
    async close() {
      await testimonialRequests?.close();
      await mail.close();
      await notices.close();
      redis.disconnect();
      await db.destroy();
      await database.drop();
    },
  };
}

export interface FilledForm extends ContactFormToken {
  answer: string;
}

/** What the page gets, plus the answer a visitor would type; then the visitor "takes" 5 s to fill it in. */
export async function fillForm(system: ContentTestSystem, fillMs = 5_001): Promise<FilledForm> {
  const res = await request(system.app).get('/api/contact/form').expect(200);
  const form = res.body as ContactFormToken;
  system.clock.offsetMs += fillMs;
  return { ...form, answer: SECURITY_QUESTIONS[form.questionIndex]!.answers[0] };
}

export function contactBody(form: FilledForm, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Giulia Rossi',
    email: 'giulia.rossi@example.it',
    subject: 'Copertina su misura',
    message: 'Buongiorno, vorrei una copertina azzurra con il nome Tommaso ricamato.',
    website: '',
    securityAnswer: `  ${form.answer.toUpperCase()} `,
    questionIndex: form.questionIndex,
    formToken: form.token,
    ...overrides,
  };
}

/** What the gateway adds to a visitor's request: the client address it resolved, and its token. */
export const viaGateway = (ip: string) => ({
  'X-Forwarded-For': ip,
  'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN,
});

/** Submits as a visitor behind the gateway, whose X-Forwarded-For carries the client address. */
export const postContact = (system: ContentTestSystem, body: object, ip = '203.0.113.10') =>
  request(system.app).post('/api/contact').set(viaGateway(ip)).send(body);

export const countRows = async (db: Db, table: string, where: Record<string, unknown> = {}) =>
  Number((await db(table).where(where).count<{ count: number }[]>('* as count'))[0]!.count);
