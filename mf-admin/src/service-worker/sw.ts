/// <reference lib="webworker" />
// The admin's service worker (scope /admin/, served at /remotes/admin/sw.js): a short composition of
// small modules. docs/decisions/admin-service-worker.md says why it looks like this.
import { serveAdminNavigations } from './navigations.ts';
import { servePrecache } from './precache.ts';
import { listenForPushes, type PushWorkerScope } from './push.ts';
import { serveRuntimeConfig } from './runtime-config.ts';
import { acceptUpdateRequests, controlOpenPagesOnFirstInstall } from './updates.ts';

servePrecache();
serveAdminNavigations();
serveRuntimeConfig();
acceptUpdateRequests();
controlOpenPagesOnFirstInstall();
listenForPushes(self as unknown as PushWorkerScope);
