import type { RequestHandler } from 'express';
import { matchPathOf } from '../security/canonical-path.ts';

/** The admin's service worker (mf-admin/src/service-worker), served with the admin remote's files. */
export const ADMIN_SERVICE_WORKER_PATH = '/remotes/admin/sw.js';
/** What it controls: the admin pages only, never the public ones. */
export const ADMIN_SERVICE_WORKER_SCOPE = '/admin/';

/**
 * A worker's scope may not reach above its own folder (/remotes/admin/) unless its answer allows it; it is
 * also always revalidated, so a deploy reaches the owner's phone at the next update check.
 */
export const adminServiceWorkerHeaders: RequestHandler = (req, res, next) => {
  if (matchPathOf(req) === ADMIN_SERVICE_WORKER_PATH) {
    res.setHeader('Service-Worker-Allowed', ADMIN_SERVICE_WORKER_SCOPE);
    res.setHeader('Cache-Control', 'no-cache');
  }
  next();
};
