import { createKeyRing, type Db } from '@vetrina/service-kit';
import { createOrderLinks } from '../../../svc-content/src/order-page/order-links.ts';
import type { OrderDeps } from '../../../svc-content/src/orders/order-service.ts';

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
