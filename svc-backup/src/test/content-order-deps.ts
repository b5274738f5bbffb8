import { afterAll, beforeAll } from 'vitest';
import { createDb, createKeyRing, type Db } from '@vetrina/service-kit';
import { migrations as contentMigrations } from '../../../svc-content/src/migrations/index.ts';
import { createOrderLinks } from '../../../svc-content/src/order-page/order-links.ts';
import type { OrderDeps } from '../../../svc-content/src/orders/order-service.ts';
import { startBackupHarness, type BackupHarness } from './backup-harness.ts';

/**
 * svc-content's order use cases on the harness's `content` schema, to write the orders a backup must carry.
 * Free-description lines only: the catalogue is never asked. The clock stands at 2026-11-26 10:00 UTC.
 */
export const contentOrderDeps = (content: Db): OrderDeps => ({
  db: content,
  findProduct: () => Promise.reject(new Error('no catalogue in this test')),
  notifyOrderEmail: () => {},
  now: () => new Date('2026-11-26T10:00:00Z'),
  links: createOrderLinks(
    createKeyRing({ current: 'backup-test-order-link-secret-0123456789' }),
    'http://vetrina.test',
  ),
});

/** A backup harness on svc-content's real schema, with a `content` connection and the order use cases on it. */
export async function startOrderBackupHarness() {
  const harness = await startBackupHarness({ contentMigrations });
  const content = createDb(harness.databaseUrl, 'content', { min: 0, max: 2 });
  return {
    harness,
    content,
    deps: contentOrderDeps(content),
    async stop() {
      await content.destroy();
      await harness.stop();
    },
  };
}

/**
 * The order backup harness for a suite, called in its describe: started before the suite's own beforeAll
 * hooks (handed to `use`, the suite keeps what it needs of it) and stopped after the suite.
 */
export function orderBackupSuite(
  use: (started: { harness: BackupHarness; content: Db; deps: OrderDeps }) => void,
): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startOrderBackupHarness();
    stop = started.stop;
    use(started);
  });
  afterAll(() => stop?.());
}
