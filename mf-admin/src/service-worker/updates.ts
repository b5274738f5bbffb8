/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** The message the page's 'Aggiorna' sends (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** A new version waits until the owner chooses 'Aggiorna' (no reload under her fingers mid-edit). */
export function acceptUpdateRequests(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  });
}

/**
 * The first worker takes over the pages already open at once (clients.claim), so the visit that installed it
 * keeps working offline (its later chunks come from the precache) and /config.json is kept from then on.
 * Only then: it holds the very files those pages run, and there is no earlier version to replace. An update
 * never claims: 'Aggiorna' already moves her controlled pages to it (and reloads the one she tapped), and
 * claiming would take over only pages the browser was told to load without the worker (a forced reload).
 */
export function controlOpenPagesOnFirstInstall(): void {
  // Read at install (at activation the registration's active worker is this one). A worker stopped between
  // the two events forgets it and claims nothing: the pages are taken at their next load, as before.
  let firstInstall = false;
  self.addEventListener('install', () => {
    firstInstall = self.registration.active === null;
  });
  self.addEventListener('activate', (event) => {
    if (firstInstall) event.waitUntil(self.clients.claim());
  });
}
