import { Router } from 'express';
import { siteSettingsUpdateSchema, type SiteSettings } from '@vetrina/contracts';
import { identityOf, parse, requireAdmin, type Db } from '@vetrina/service-kit';
import * as settings from './settings-service.ts';

/**
 * `GET /api/settings`: what the public pages show of the settings. Revalidated on every use (`no-cache`):
 * a save shows on the next page at once.
 */
export function publicSettingsRoutes(db: Db, defaults: SiteSettings): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'public, no-cache');
    res.json(await settings.getPublicSiteSettings(db, defaults));
  });
  return router;
}

/** `GET/PUT /api/admin/settings`: administrators only (identity checked by the caller). */
export function adminSettingsRoutes(db: Db, defaults: SiteSettings): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (_req, res) => {
    res.json(await settings.getAdminSiteSettings(db, defaults));
  });

  router.put('/', async (req, res) => {
    const input = parse(siteSettingsUpdateSchema, req.body);
    res.json(await settings.updateSiteSettings(db, defaults, input, identityOf(req)));
  });

  return router;
}
