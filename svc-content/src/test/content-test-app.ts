import { afterAll, beforeAll } from 'vitest';
import { createDb, createLogger, migrate, type Db, type PublicReadCache } from '@vetrina/service-kit';
import { createTestDatabase, TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { migrations, SCHEMA } from '../migrations/index.ts';
import { createCatalogClient, createCatalogReader } from '../orders/catalog-client.ts';
import { createRequestProductReader } from '../contact/request-product.ts';
import { TEST_ORDER_LINKS, TEST_TOKEN_KEYS, UNREACHABLE_CATALOG } from './content-test-system.ts';

export interface ContentTestApp {
  app: ReturnType<typeof buildApp>;
  db: Db;
  close(): Promise<void>;
}

/**
 * svc-content's HTTP app on a fresh database, for tests of everything but the contact form's delivery:
 * no rate limit, no e-mail (startContentTestSystem wires those for real), the catalogue at `catalogUrl`,
 * public reads from memory with `publicReads`.
 */
export async function startContentTestApp(
  options: { catalogUrl?: string; publicReads?: PublicReadCache } = {},
): Promise<ContentTestApp> {
  const database = await createTestDatabase('vetrina_content');
  const db = createDb(database.url, SCHEMA, { min: 0, max: 4 });
  await migrate(db, SCHEMA, migrations);
  const app = buildApp({
    db,
    gatewayToken: TEST_GATEWAY_TOKEN,
    contact: {
      tokenKeys: TEST_TOKEN_KEYS,
      rateLimit: async () => ({ allowed: true, retryAfterMs: 0 }),
      notifyOwner: () => {},
      findRequestProduct: createRequestProductReader(
        createCatalogReader(options.catalogUrl ?? UNREACHABLE_CATALOG, createLogger('svc-content', 'silent')),
      ),
    },
    orders: {
      findProduct: createCatalogClient(
        options.catalogUrl ?? UNREACHABLE_CATALOG,
        createLogger('svc-content', 'silent'),
      ),
      notifyOrderEmail: () => {},
      now: () => new Date(),
      links: TEST_ORDER_LINKS,
    },
    ...(options.publicReads ? { publicReads: options.publicReads } : {}),
  });
  return {
    app,
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * Starts svc-content's app before the suite, hands it to `use` (the suite keeps what it needs of it) and
 * closes it after; called in a describe.
 */
export function contentTestAppSuite(use: (system: ContentTestApp) => void): void {
  let system: ContentTestApp | undefined;
  beforeAll(async () => {
    system = await startContentTestApp();
    use(system);
  });
  afterAll(() => system?.close());
}
