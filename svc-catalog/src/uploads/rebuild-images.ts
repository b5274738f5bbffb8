/**
 * Re-encodes every served picture from its kept original (e.g. after changing a width or quality):
 * `node svc-catalog/src/uploads/rebuild-images.ts` with the service's UPLOADS_DIR / ORIGINALS_DIR.
 */
import { loadConfig } from '@vetrina/service-kit';
import { catalogConfigShape, defaultOriginalsDir } from '../config.ts';
import { rebuildFromOriginals } from './original-store.ts';

const config = loadConfig({
  UPLOADS_DIR: catalogConfigShape.UPLOADS_DIR,
  ORIGINALS_DIR: catalogConfigShape.ORIGINALS_DIR,
});
const originalsDir = config.ORIGINALS_DIR ?? defaultOriginalsDir(config.UPLOADS_DIR);
const rebuilt = await rebuildFromOriginals(originalsDir, config.UPLOADS_DIR);
console.log(`${rebuilt} picture(s) rebuilt from ${originalsDir} into ${config.UPLOADS_DIR}`);
