import { Workbox } from 'workbox-window';

/** Served by the gateway with `Service-Worker-Allowed: /admin/` (gateway/src/routing/admin-service-worker.ts). */
export const SERVICE_WORKER_URL = '/remotes/admin/sw.js';
export const SERVICE_WORKER_SCOPE = '/admin/';

type WaitingListener = () => void;

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<WaitingListener>();

/**
 * Registers the admin's service worker once per page (production builds, browsers that have them) and
 * reports a new version waiting to take over. The imported precache lists skip the HTTP cache, so a deploy
 * of the shell or of the admin is seen at the next update check.
 */
export function registerAdminServiceWorker(): void {
  if (workbox || process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  void workbox.register().catch((error: unknown) => console.error('Service worker non registrato', error));
}

/** Calls `listener` when a new version is waiting (at once if one already is); returns the unsubscribe. */
export function onUpdateWaiting(listener: WaitingListener): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** 'Aggiorna': the waiting version takes over, then the page reloads into it. */
export function applyWaitingUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
