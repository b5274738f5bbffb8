import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { ADMIN_QUERY_CACHE } from '@vetrina/web-kit/admin-device-data';

/** How long the last-seen data may open the app offline. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when a saved answer's shape would no longer fit the screens. */
export const BUSTER = 'admin-v1';
/** A slow or broken IndexedDB (private windows of some browsers) must not hold the app back. */
const RESTORE_TIMEOUT_MS = 1500;
const SAVE_EVERY_MS = 1000;
/** The owner's data: admin reads and her session (without it the app could not open offline). */
const PERSISTED_ROOTS = new Set(['admin', 'session']);

export interface SavedQueries {
  savedAt: number;
  buster: string;
  state: DehydratedState;
}

/** Answers she saw; never a 'no session' (restored, it would send her back to the sign-in she just used). */
const isPersisted = (query: Query) =>
  PERSISTED_ROOTS.has(String(query.queryKey[0])) &&
  query.state.status === 'success' &&
  query.state.data != null;

const adminStore = () => createStore(ADMIN_QUERY_CACHE.database, ADMIN_QUERY_CACHE.store);

/** Puts the saved answers back, marked stale ('last seen, never fresh'): each screen reads them again. */
async function restore(queryClient: QueryClient, store: ReturnType<typeof createStore>): Promise<void> {
  const raw = await get<string>(ADMIN_QUERY_CACHE.key, store);
  if (!raw) return;
  const saved = JSON.parse(raw) as SavedQueries;
  if (saved.buster !== BUSTER || Date.now() - saved.savedAt > MAX_AGE_MS) {
    await del(ADMIN_QUERY_CACHE.key, store);
    return;
  }
  hydrate(queryClient, saved.state);
  // Only what came from the device: an answer the network gave meanwhile (a slow restore) stays fresh.
  await queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt <= saved.savedAt,
  });
}

/**
 * Saves the owner's queries at most once a second after any change (the last state wins), and at once when
 * the app is hidden or left (a change of the last second would be lost otherwise).
 */
function keepSaving(queryClient: QueryClient, store: ReturnType<typeof createStore>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const saved: SavedQueries = {
      savedAt: Date.now(),
      buster: BUSTER,
      state: dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }),
    };
    set(ADMIN_QUERY_CACHE.key, JSON.stringify(saved), store).catch(() => undefined);
  };
  queryClient.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  });
  const saveIfPending = () => {
    if (timer !== undefined) save();
  };
  addEventListener('pagehide', saveIfPending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveIfPending();
  });
}

/**
 * Restores the last-seen admin data from IndexedDB before the first render (the dashboard shows at once,
 * and offline it is all there is), marks it stale so every screen reads it again when it can, then keeps
 * saving it. Sign-out and the end of the session remove it (mf-admin's clearDeviceData).
 */
export async function persistAdminQueries(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(navigator.onLine);
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: MAX_AGE_MS });
  const store = adminStore();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
  });
  const restored = restore(queryClient, store).catch(() => undefined);
  await Promise.race([restored, timeout]);
  clearTimeout(timer);
  // Saving starts once the restore is over, even a slow one: else the first save, made without the
  // saved answers, would overwrite them.
  void restored.then(() => keepSaving(queryClient, store));
}
