import { createDb, migrate, type Db } from '@vetrina/service-kit';
import { createTestDatabase, TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { migrations, SCHEMA } from '../migrations/index.ts';
import { TEST_TOKEN_KEYS } from './content-test-system.ts';

export interface ContentTestApp {
  app: ReturnType<typeof buildApp>;
  db: Db;
  close(): Promise<void>;
}

/**
 * svc-content's HTTP app on a fresh database, for tests of everything but the contact form's delivery:
 * no rate limit, no e-mail (startContentTestSystem wires those for real).
 */
export async function startContentTestApp(): Promise<ContentTestApp> {
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
    },
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
