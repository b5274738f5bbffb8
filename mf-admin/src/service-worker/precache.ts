/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching/_types.js';

declare const self: ServiceWorkerGlobalScope & { __PRECACHE_LISTS?: (PrecacheEntry | string)[][] };

/**
 * The builds' precache lists (web-kit's precache-list plugin): the admin remote's files and the shell's
 * (index.html, main.js, its chunks). A new list (a deploy of either) makes a new worker: Chromium compares
 * imported scripts byte for byte on each update check.
 */
export const PRECACHE_LISTS = ['/remotes/admin/precache-admin.js', '/precache-shell.js'];

/** Precached at install, served cache-first; old revisions are dropped when a new worker activates. */
export function servePrecache(): void {
  self.importScripts(...PRECACHE_LISTS);
  precacheAndRoute((self.__PRECACHE_LISTS ?? []).flat());
  cleanupOutdatedCaches();
}
