import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vetrina/web-kit';
import { ADMIN_QUERY_CACHE } from '@vetrina/web-kit/admin-device-data';
import { IDBFactory } from 'fake-indexeddb';
import * as idb from 'idb-keyval';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BUSTER, MAX_AGE_MS, persistAdminQueries, type SavedQueries } from './persist-admin-queries.ts';

// The real idb-keyval, watched: the restore's read can be held back (a slow IndexedDB), the app's saves are seen.
vi.mock('idb-keyval', async (importOriginal) => {
  const actual = await importOriginal<typeof idb>();
  return { ...actual, get: vi.fn(actual.get), set: vi.fn(actual.set) };
});
const { get: realGet, set: realSet } = await vi.importActual<typeof idb>('idb-keyval');

const store = () => idb.createStore(ADMIN_QUERY_CACHE.database, ADMIN_QUERY_CACHE.store);
const ORDERS = { items: [{ id: 7, customerName: 'Giulia' }] };
const SESSION = { username: 'laboratorio' };

function snapshotOf(
  answers: [readonly unknown[], unknown][],
  { savedAt = Date.now(), buster = BUSTER } = {},
): SavedQueries {
  const source = new QueryClient();
  for (const [key, data] of answers) source.setQueryData(key, data, { updatedAt: savedAt - 1000 });
  return { savedAt, buster, state: dehydrate(source) };
}

const writeSnapshot = (saved: SavedQueries) => realSet(ADMIN_QUERY_CACHE.key, JSON.stringify(saved), store());

async function readSnapshot(): Promise<SavedQueries | undefined> {
  const raw = await realGet<string>(ADMIN_QUERY_CACHE.key, store());
  return raw === undefined ? undefined : (JSON.parse(raw) as SavedQueries);
}

/** Leaves the app: a pending save happens at once. Resolves once written, telling whether one was made. */
async function leave(): Promise<boolean> {
  const before = vi.mocked(idb.set).mock.results.length;
  dispatchEvent(new Event('pagehide'));
  const saves = vi.mocked(idb.set).mock.results.slice(before);
  for (const save of saves) await save.value;
  return saves.length > 0;
}

async function leaveAndReadSnapshot() {
  const saved = await leave();
  return { saved, snapshot: await readSnapshot() };
}

const savedKeys = (saved: SavedQueries | undefined) =>
  saved?.state.queries.map((query) => JSON.stringify(query.queryKey)).sort();

let client: QueryClient;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  client = new QueryClient();
});
afterEach(async () => {
  // The app's listeners stay on the window: its last pending save happens now, not in the next test.
  client.clear();
  await leave();
  vi.useRealTimers();
  vi.mocked(idb.get).mockImplementation(realGet);
  vi.mocked(idb.set).mockClear();
});

it('restores the saved answers before the first render, marked stale so each screen reads them again', async () => {
  await writeSnapshot(
    snapshotOf([
      [queryKeys.orders, ORDERS],
      [queryKeys.session, SESSION],
    ]),
  );

  await persistAdminQueries(client);

  expect(client.getQueryData(queryKeys.orders)).toEqual(ORDERS);
  expect(client.getQueryData(queryKeys.session)).toEqual(SESSION);
  for (const key of [queryKeys.orders, queryKeys.session]) {
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryCache().find({ queryKey: key })?.isStale()).toBe(true);
  }
  // Kept as long as the saved copy may be used, not react-query's 5 minutes.
  expect(client.getQueryCache().find({ queryKey: queryKeys.orders })?.gcTime).toBe(MAX_AGE_MS);
});

it.each([
  ['another buster (answers of an older shape)', { buster: 'admin-v0' }],
  ['older than the maximum age', { savedAt: Date.now() - MAX_AGE_MS - 60_000 }],
])('discards a saved copy with %s, and removes it from the device', async (_, options) => {
  await writeSnapshot(snapshotOf([[queryKeys.orders, ORDERS]], options));

  await persistAdminQueries(client);

  expect(client.getQueryData(queryKeys.orders)).toBeUndefined();
  expect(await readSnapshot()).toBeUndefined();
});

it("saves her answers, but never a 'no session', a failed read or a public query", async () => {
  await persistAdminQueries(client);

  client.setQueryData(queryKeys.orders, ORDERS);
  client.setQueryData(queryKeys.session, null);
  client.setQueryData(queryKeys.products, [{ id: 1 }]);
  // A read that failed after an earlier answer: in error, though it still holds that answer.
  client.setQueryData(queryKeys.messages, { items: [] });
  await client
    .fetchQuery({
      queryKey: queryKeys.messages,
      queryFn: () => Promise.reject(new Error('503')),
      retry: false,
    })
    .catch(() => undefined);
  expect(client.getQueryState(queryKeys.messages)?.status).toBe('error');

  const { snapshot: saved } = await leaveAndReadSnapshot();
  expect(saved?.buster).toBe(BUSTER);
  expect(savedKeys(saved)).toEqual([JSON.stringify(queryKeys.orders)]);
  expect(saved?.state.queries[0]?.state.data).toEqual(ORDERS);
});

it('starts saving only once a restore slower than the first render is over: no save overwrites the saved copy first', async () => {
  const saved = snapshotOf(
    [
      [queryKeys.orders, ORDERS],
      [queryKeys.session, SESSION],
    ],
    { savedAt: Date.now() - 60_000 },
  );
  await writeSnapshot(saved);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(idb.get).mockImplementationOnce(async (key, customStore) => {
    await released;
    return realGet(key, customStore);
  });
  // Only the app's timers: fake-indexeddb runs on setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  const restoring = persistAdminQueries(client);
  await vi.advanceTimersByTimeAsync(1500);
  await restoring; // the first render goes ahead without the saved answers
  // An answer the network gave meanwhile: not saved yet (the save would hold it alone and lose the orders).
  client.setQueryData(queryKeys.messages, { items: [] });
  const during = await leaveAndReadSnapshot();
  expect(during.saved).toBe(false);
  expect(during.snapshot?.savedAt).toBe(saved.savedAt);

  release();
  // Saving has started: the query cache has its one listener.
  await vi.waitFor(() => expect(client.getQueryCache().hasListeners()).toBe(true));
  expect(client.getQueryData(queryKeys.orders)).toEqual(ORDERS);
  // The network's answer stays fresh; the restored ones are stale.
  expect(client.getQueryState(queryKeys.messages)?.isInvalidated).toBe(false);
  expect(client.getQueryState(queryKeys.orders)?.isInvalidated).toBe(true);

  client.setQueryData(queryKeys.backups, []);
  const { snapshot: next } = await leaveAndReadSnapshot();
  expect(next?.savedAt).toBeGreaterThan(saved.savedAt);
  expect(savedKeys(next)).toEqual(
    [queryKeys.orders, queryKeys.messages, queryKeys.session, queryKeys.backups]
      .map((key) => JSON.stringify(key))
      .sort(),
  );
});
