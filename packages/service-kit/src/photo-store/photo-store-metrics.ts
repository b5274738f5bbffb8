import client from 'prom-client';
import type { PhotoStore } from './photo-store.ts';

/** In the global registry, which every service's /metrics merges in (see metrics.ts). */
const errors = new client.Counter({
  name: 'photo_store_errors_total',
  help: 'Photo store operations that failed (not a missing key), by store and operation',
  labelNames: ['store', 'operation'],
});

const OPERATIONS = ['put', 'get', 'head', 'exists', 'list', 'delete', 'removeIncomplete'] as const;

/** The same store, each failed operation counted (the alert rules watch this counter). */
export function instrumentedPhotoStore(store: PhotoStore): PhotoStore {
  const counted = Object.create(store) as PhotoStore;
  for (const operation of OPERATIONS) {
    const call = store[operation].bind(store) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(counted, operation, {
      value: async (...args: unknown[]) => {
        try {
          return await call(...args);
        } catch (error) {
          errors.inc({ store: store.kind, operation });
          throw error;
        }
      },
    });
  }
  return counted;
}
